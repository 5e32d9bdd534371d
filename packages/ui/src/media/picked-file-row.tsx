// One file of a picker's value: a photo's thumbnail with its caption field, or a PDF's name and size;
// buttons to move it up or down the list and to remove it, each named for the file.
import { useTranslation } from 'react-i18next';
import { PHOTO_CAPTION_MAX } from '@opgavetorvet/contracts';
import { TextField } from '@opgavetorvet/ui';
import { formatFileSize } from './format-file-size';
import { ChevronIcon, DocumentIcon } from './media-icons';
import type { PickedFile } from './picked-files';
import { Thumbnail } from './responsive-image';

/** The row's actions, also the mark by which the picker puts focus back after a move or removal. */
export type RowAction = 'up' | 'down' | 'remove';

export interface PickedFileRowProps {
  item: PickedFile;
  index: number;
  count: number;
  captions: boolean;
  onMove: (step: 1 | -1) => void;
  onRemove: () => void;
  onCaption: (caption: string) => void;
}

/** Thumbnails in the picker's list are shown about 72 px wide. */
const ROW_THUMBNAIL_SIZES = '72px';

export function PickedFileRow({
  item,
  index,
  count,
  captions,
  onMove,
  onRemove,
  onCaption,
}: PickedFileRowProps) {
  const { t, i18n } = useTranslation();
  const { file } = item;
  const image = file.kind === 'image';
  return (
    <li className="picker-item" data-key={file.key}>
      <div className="picker-item__media">
        {image ? (
          <Thumbnail file={file} alt={item.caption} sizes={ROW_THUMBNAIL_SIZES} />
        ) : (
          <span className="picker-item__doc">
            <DocumentIcon />
          </span>
        )}
      </div>
      <div className="picker-item__body">
        <p className="picker-item__name">{file.name}</p>
        {!image && <p className="picker-item__note">{formatFileSize(file.bytes, i18n.language)}</p>}
        {image && captions && (
          <TextField
            label={t('common:::media::caption')}
            value={item.caption}
            maxLength={PHOTO_CAPTION_MAX}
            onChange={(event) => onCaption(event.target.value)}
          />
        )}
      </div>
      <div className="picker-item__actions">
        {count > 1 && (
          <>
            <button
              type="button"
              className="picker-item__move"
              data-action="up"
              aria-label={t('common:::media::move_up', { name: file.name })}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <ChevronIcon direction="up" />
            </button>
            <button
              type="button"
              className="picker-item__move"
              data-action="down"
              aria-label={t('common:::media::move_down', { name: file.name })}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <ChevronIcon direction="down" />
            </button>
          </>
        )}
        <button
          type="button"
          className="picker-item__remove"
          data-action="remove"
          aria-label={t('common:::media::remove', { name: file.name })}
          onClick={onRemove}
        >
          {t('common:::media::remove_short')}
        </button>
      </div>
    </li>
  );
}
