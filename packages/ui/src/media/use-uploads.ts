// The uploads of a picker that are not (yet) in its value: each file in its own request with its own
// progress, a file the service refused with the service's message, and one lost on the way (which
// can be sent again). A stored file leaves this list and is handed to `onStored`.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FilePurpose, StoredFile } from '@opgavetorvet/contracts';
import { useAppSelector } from '@opgavetorvet/ui';
import { sendUpload } from './upload-request';

export type UploadState = 'sending' | 'refused' | 'failed';

export interface Upload {
  id: number;
  file: File;
  /** Share sent, 0–100. */
  percent: number;
  state: UploadState;
  /** Why it was refused: the service's text, or the picker's own check's. */
  message: string | null;
}

export interface Uploads {
  uploads: Upload[];
  /** Sends each file in its own request. */
  send: (files: File[]) => void;
  /** Shows a file as refused without sending it (the picker's own checks). */
  refuse: (file: File, message: string) => void;
  /** Sends a lost upload again. */
  retry: (id: number) => void;
  /** Stops an upload on its way, or takes a refused one off the list. */
  drop: (id: number) => void;
}

let nextId = 1;

export function useUploads(purpose: FilePurpose, onStored: (file: StoredFile) => void): Uploads {
  const csrfToken = useAppSelector((state) => state.csrf.token);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const aborters = useRef(new Map<number, () => void>());
  const stored = useRef(onStored);
  useEffect(() => {
    stored.current = onStored;
  });
  useEffect(() => {
    const running = aborters.current;
    return () => running.forEach((abort) => abort());
  }, []);

  const update = (id: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  const start = useCallback(
    (id: number, file: File) => {
      const request = sendUpload(file, purpose, csrfToken, (percent) => update(id, { percent }));
      aborters.current.set(id, request.abort);
      void request.done.then((outcome) => {
        aborters.current.delete(id);
        if (outcome.kind === 'stored') {
          setUploads((list) => list.filter((upload) => upload.id !== id));
          stored.current(outcome.file);
        } else if (outcome.kind === 'refused') {
          update(id, { state: outcome.message ? 'refused' : 'failed', message: outcome.message });
        } else if (outcome.kind === 'failed') {
          update(id, { state: 'failed', message: null });
        }
      });
    },
    [purpose, csrfToken],
  );

  const send = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({
        id: nextId++,
        file,
        percent: 0,
        state: 'sending' as const,
        message: null,
      }));
      setUploads((list) => [...list, ...added]);
      added.forEach((upload) => start(upload.id, upload.file));
    },
    [start],
  );

  const refuse = useCallback((file: File, message: string) => {
    setUploads((list) => [...list, { id: nextId++, file, percent: 0, state: 'refused', message }]);
  }, []);

  const retry = useCallback(
    (id: number) => {
      const upload = uploads.find((item) => item.id === id);
      if (!upload) return;
      update(id, { state: 'sending', percent: 0, message: null });
      start(id, upload.file);
    },
    [uploads, start],
  );

  const drop = useCallback((id: number) => {
    aborters.current.get(id)?.();
    aborters.current.delete(id);
    setUploads((list) => list.filter((upload) => upload.id !== id));
  }, []);

  return { uploads, send, refuse, retry, drop };
}
