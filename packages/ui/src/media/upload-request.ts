// One upload, POST /api/filer?purpose=…, multipart with one part named `file`. XMLHttpRequest and
// not fetch, because only it reports how much of the body has been sent (the file's progress bar).
// The session's CSRF token goes in `x-csrf-token`, as the RTK Query base query sends it.
import type { FilePurpose, StoredFile } from '@opgavetorvet/contracts';
import { isMessageReply, isValidationErrorsReply } from '@opgavetorvet/ui';

/** How an upload ended: stored, refused by the service (its message), or lost on the way. */
export type UploadOutcome =
  | { kind: 'stored'; file: StoredFile }
  | { kind: 'refused'; message: string | null }
  | { kind: 'failed' }
  | { kind: 'aborted' };

export interface UploadRequest {
  done: Promise<UploadOutcome>;
  abort: () => void;
}

const PERCENT = 100;

function isStoredFile(body: unknown): body is StoredFile {
  if (typeof body !== 'object' || body === null) return false;
  const file = body as Record<string, unknown>;
  return (
    typeof file.key === 'string' &&
    (file.kind === 'image' || file.kind === 'pdf') &&
    typeof file.name === 'string' &&
    Array.isArray(file.widths)
  );
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The service's own text of a refusal (an error's message, a validation reply's messages). */
function refusalText(body: unknown): string | null {
  if (isValidationErrorsReply(body)) return body.messages.join(' ');
  return isMessageReply(body) ? body.message : null;
}

/** Sends one file; `onProgress` gets the share sent, 0–100. */
export function sendUpload(
  file: File,
  purpose: FilePurpose,
  csrfToken: string | null,
  onProgress: (percent: number) => void,
): UploadRequest {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(PERCENT, Math.round((event.loaded / event.total) * PERCENT)));
    });
    xhr.upload.addEventListener('load', () => onProgress(PERCENT));
    xhr.addEventListener('load', () => {
      const body = parsed(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && isStoredFile(body))
        resolve({ kind: 'stored', file: body });
      else if (xhr.status >= 400 && xhr.status < 500)
        resolve({ kind: 'refused', message: refusalText(body) });
      else resolve({ kind: 'failed' });
    });
    xhr.addEventListener('error', () => resolve({ kind: 'failed' }));
    xhr.addEventListener('timeout', () => resolve({ kind: 'failed' }));
    xhr.addEventListener('abort', () => resolve({ kind: 'aborted' }));
  });
  xhr.open('POST', `/api/filer?purpose=${encodeURIComponent(purpose)}`);
  xhr.withCredentials = true;
  xhr.setRequestHeader('accept', 'application/json');
  if (csrfToken) xhr.setRequestHeader('x-csrf-token', csrfToken);
  const body = new FormData();
  body.append('file', file, file.name);
  xhr.send(body);
  return { done, abort: () => xhr.abort() };
}
