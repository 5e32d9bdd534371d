// One file of a picker that is not in its value: on its way, with its own progress bar; refused,
// with the service's message naming it; or lost on the way, to be sent again.
import { useTranslation } from 'react-i18next';
import { DocumentIcon } from './media-icons';
import type { Upload } from './use-uploads';

export interface UploadRowProps {
  upload: Upload;
  onRetry: () => void;
  onDrop: () => void;
}

const PERCENT = 100;

export function UploadRow({ upload, onRetry, onDrop }: UploadRowProps) {
  const { t, i18n } = useTranslation();
  const { file, percent, state, message } = upload;
  const name = file.name;
  const sending = state === 'sending';
  return (
    <li className={`picker-item picker-item--${state}`}>
      <div className="picker-item__media">
        <span className="picker-item__doc">
          <DocumentIcon />
        </span>
      </div>
      <div className="picker-item__body">
        <p className="picker-item__name">{name}</p>
        {sending && (
          <>
            <div
              className="upload-progress"
              role="progressbar"
              aria-label={t('common:::media::sending', { name })}
              aria-valuemin={0}
              aria-valuemax={PERCENT}
              aria-valuenow={percent}
            >
              <span className="upload-progress__bar" style={{ width: `${percent}%` }} />
            </div>
            <p className="picker-item__note">
              {percent < PERCENT
                ? new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(percent / PERCENT)
                : t('common:::media::processing')}
            </p>
          </>
        )}
        {state === 'refused' && (
          <p className="picker-item__error" role="alert">
            {/* The service's messages name the file; one that does not is given the name. */}
            {message?.includes(name) ? message : t('common:::media::refused', { name, message })}
          </p>
        )}
        {state === 'failed' && (
          <p className="picker-item__error" role="alert">
            {t('common:::media::upload_failed', { name })}
          </p>
        )}
      </div>
      <div className="picker-item__actions">
        {state === 'failed' && (
          <button
            type="button"
            className="picker-item__remove"
            aria-label={t('common:::media::retry_named', { name })}
            onClick={onRetry}
          >
            {t('common:::media::retry')}
          </button>
        )}
        <button
          type="button"
          className="picker-item__remove"
          aria-label={t(sending ? 'common:::media::cancel_upload' : 'common:::media::dismiss', { name })}
          onClick={onDrop}
        >
          {t(sending ? 'common:::media::cancel_short' : 'common:::media::remove_short')}
        </button>
      </div>
    </li>
  );
}
