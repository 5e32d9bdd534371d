// Choosing photos (or, with `accept`, PDFs too) for a form: the phone's library or camera through a
// file input, drag and drop on a desktop, several at once. Each file is uploaded in its own request
// with its own progress bar; a refused one shows the service's message at the file; the stored ones
// are the controlled value, which can be reordered, captioned and removed (an upload no record names
// yet is deleted). At `max` files it takes no more and says so.
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_BYTES_MAX, type FilePurpose, type StoredFile } from '@opgavetorvet/contracts';
import { useDeleteUploadMutation } from './files-api';
import { formatFileSize } from './format-file-size';
import { PickedFileRow, type RowAction } from './picked-file-row';
import { acceptsFile, moveItem, type PickedFile } from './picked-files';
import { UploadRow } from './upload-row';
import { useUploads } from './use-uploads';

export interface PhotoPickerProps {
  /** What the uploads are for (POST /api/filer?purpose=…). */
  purpose: FilePurpose;
  /** The stored files, in their order; uploads on their way are not in it until stored. */
  value: readonly PickedFile[];
  onChange: (value: PickedFile[]) => void;
  /** The most files (JOB_PHOTOS_MAX, MESSAGE_FILES_MAX, REFERENCE_PHOTOS_MAX …). */
  max: number;
  /** The input's accept list: 'image/*' (default), 'image/*,application/pdf' for attachments. */
  accept?: string;
  /** A caption field for each photo (default true). */
  captions?: boolean;
  /** The choose button's text (default "Vælg billeder" or "Vælg filer"). */
  label?: string;
  /** Told when uploads start and end, so a form can wait for them before it saves. */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
}

export function PhotoPicker({
  purpose,
  value,
  onChange,
  max,
  accept = 'image/*',
  captions = true,
  label,
  onBusyChange,
  disabled = false,
}: PhotoPickerProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const statusId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [dragging, setDragging] = useState(false);
  const [overflow, setOverflow] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [deleteUpload] = useDeleteUploadMutation();
  // The value as this picker last gave it: uploads ending before the page re-renders each add to it.
  const latest = useRef<readonly PickedFile[]>(value);
  // Where focus goes once the list has re-rendered: a row's button, or the file input.
  const refocus = useRef<{ key: string; action: RowAction } | 'input' | null>(null);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const commit = (next: PickedFile[]) => {
    latest.current = next;
    onChange(next);
  };
  const onStored = (file: StoredFile) => {
    commit([...latest.current, { file, caption: '' }]);
    setAnnouncement(t('common:::media::added', { name: file.name }));
  };
  const { uploads, send, refuse, retry, drop } = useUploads(purpose, onStored);

  const sending = uploads.filter((upload) => upload.state === 'sending').length;
  const taken = value.length + sending;
  const full = taken >= max;
  const imagesOnly = accept.split(',').every((entry) => entry.trim().startsWith('image/'));

  useEffect(() => {
    onBusyChange?.(sending > 0);
  }, [sending, onBusyChange]);

  useEffect(() => {
    // Focus stays with the file that was moved (its button, or the other one at an end of the list).
    const wanted = refocus.current;
    refocus.current = null;
    if (wanted === 'input') document.getElementById(inputId)?.focus();
    if (!wanted || wanted === 'input') return;
    const row = listRef.current?.querySelector(`[data-key="${wanted.key}"]`);
    const own = row?.querySelector<HTMLButtonElement>(`[data-action="${wanted.action}"]`);
    const others = Array.from(row?.querySelectorAll<HTMLButtonElement>('[data-action]') ?? []);
    (own && !own.disabled ? own : others.find((button) => !button.disabled))?.focus();
  }, [value, inputId]);

  const choose = (chosen: File[]) => {
    if (disabled || chosen.length === 0) return;
    let room = Math.max(0, max - taken);
    const accepted: File[] = [];
    const left: string[] = [];
    for (const file of chosen) {
      const name = file.name;
      if (!acceptsFile(accept, file)) refuse(file, t('common:::media::wrong_type', { name }));
      else if (file.size > FILE_BYTES_MAX)
        refuse(
          file,
          t('common:::media::too_large', { name, size: formatFileSize(FILE_BYTES_MAX, i18n.language) }),
        );
      else if (room > 0) {
        accepted.push(file);
        room -= 1;
      } else left.push(name);
    }
    setOverflow(left);
    send(accepted);
  };

  const move = (index: number, step: 1 | -1) => {
    const item = value[index];
    refocus.current = { key: item.file.key, action: step < 0 ? 'up' : 'down' };
    commit(moveItem(value, index, index + step));
    setAnnouncement(t('common:::media::moved', { name: item.file.name, position: index + step + 1 }));
  };

  const remove = (index: number) => {
    const item = value[index];
    const neighbour = value[index + 1] ?? value[index - 1];
    refocus.current = neighbour ? { key: neighbour.file.key, action: 'remove' } : 'input';
    commit(value.filter((_, at) => at !== index));
    if (!item.attached) void deleteUpload(item.file.key);
    setAnnouncement(t('common:::media::removed', { name: item.file.name }));
  };

  const onDrag = (event: DragEvent<HTMLDivElement>) => {
    if (!Array.from(event.dataTransfer.types).includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = full || disabled ? 'none' : 'copy';
    setDragging(true);
  };

  return (
    <div className="photo-picker">
      <div
        className={dragging ? 'photo-picker__drop photo-picker__drop--over' : 'photo-picker__drop'}
        onDragEnter={onDrag}
        onDragOver={onDrag}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          choose(Array.from(event.dataTransfer.files));
        }}
      >
        <input
          id={inputId}
          className="visually-hidden photo-picker__input"
          type="file"
          accept={accept}
          multiple
          disabled={full || disabled}
          aria-describedby={statusId}
          onChange={(event) => {
            choose(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <label htmlFor={inputId} className="btn btn--secondary photo-picker__choose">
          {label ?? t(imagesOnly ? 'common:::media::choose_photos' : 'common:::media::choose_files')}
        </label>
        <span className="photo-picker__hint">{t('common:::media::drop_hint')}</span>
        <p className="photo-picker__status" id={statusId}>
          {full
            ? t('common:::media::max_reached', { max })
            : t('common:::media::status', { count: taken, max })}
        </p>
      </div>
      {overflow.length > 0 && (
        <p className="photo-picker__message" role="alert">
          {t('common:::media::over_max', { max, names: overflow.join(', ') })}
        </p>
      )}
      {value.length + uploads.length > 0 && (
        <ol className="photo-picker__list" ref={listRef}>
          {value.map((item, index) => (
            <PickedFileRow
              key={item.file.key}
              item={item}
              index={index}
              count={value.length}
              captions={captions}
              onMove={(step) => move(index, step)}
              onRemove={() => remove(index)}
              onCaption={(caption) =>
                commit(value.map((other, at) => (at === index ? { ...other, caption } : other)))
              }
            />
          ))}
          {uploads.map((upload) => (
            <UploadRow
              key={upload.id}
              upload={upload}
              onRetry={() => retry(upload.id)}
              onDrop={() => drop(upload.id)}
            />
          ))}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
