// "Anmeld billede": asks why the photo should be looked at and posts it (POST /api/filer/{key}/anmeld)
// to the administrator; a refusal shows the service's text, a sent report says so.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_REPORT_REASON_MAX } from '@opgavetorvet/contracts';
import { Button, TextField, isMessageReply, serverTextOfError } from '@opgavetorvet/ui';
import { useReportFileMutation } from './files-api';

export interface ReportPhotoFormProps {
  fileKey: string;
  onDone: () => void;
}

export function ReportPhotoForm({ fileKey, onDone }: ReportPhotoFormProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [report, { data, error, isLoading, isSuccess }] = useReportFileMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text === '') {
      setFieldError(t('errors:::field_empty'));
      return;
    }
    setFieldError(null);
    void report({ key: fileKey, reason: text });
  };

  if (isSuccess) {
    return (
      <div className="lightbox__report">
        <p role="status">{isMessageReply(data) ? data.message : t('common:::media::report_sent')}</p>
        <Button variant="secondary" onClick={onDone}>
          {t('common:::media::report_close')}
        </Button>
      </div>
    );
  }
  const refusal = error ? (serverTextOfError(error) ?? t('common:::media::report_failed')) : null;
  return (
    <form className="lightbox__report" onSubmit={submit} noValidate>
      <TextField
        multiline
        rows={3}
        label={t('common:::media::report_reason')}
        value={reason}
        maxLength={FILE_REPORT_REASON_MAX}
        onChange={(event) => setReason(event.target.value)}
        error={fieldError ?? refusal}
        autoFocus
      />
      <div className="lightbox__report-actions">
        <Button type="submit" busy={isLoading}>
          {t('common:::media::report_send')}
        </Button>
        <Button variant="quiet" onClick={onDone}>
          {t('common:::media::report_cancel')}
        </Button>
      </div>
    </form>
  );
}
