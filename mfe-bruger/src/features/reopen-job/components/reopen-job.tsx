// On the page of a job that closed by expiry, or that the customer withdrew within 30 days (issue
// 32): what happened, and 'Åbn opgaven igen' (another 30 days for offers; companies in the trade are
// told). The service's answer is shown as a notice.
import { useTranslation } from 'react-i18next';
import type { JobPageReply } from '@opgavetorvet/contracts';
import {
  Button,
  Card,
  ErrorArea,
  notifyFromReply,
  serverTextOfError,
  useAppDispatch,
} from '@opgavetorvet/ui';
import { useReopenJobMutation } from '../api/reopen-job-api';

export function ReopenJob({ page }: { page: JobPageReply }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [reopen, { isLoading, error }] = useReopenJobMutation();
  if (!page.state.can_reopen) return null;
  // A withdrawn job is 'cancelled' with a reopen (an expired one is 'expired').
  const withdrawn = page.job.status === 'cancelled';
  const submit = async () => {
    const result = await reopen(page.job.job_id);
    if ('data' in result && result.data) dispatch(notifyFromReply(result.data));
  };
  return (
    <Card className="stack" data-testid="reopen-job">
      <h2 className="section-title">
        {t(withdrawn ? 'bruger:::control::reopen_withdrawn_title' : 'bruger:::job::reopen_title')}
      </h2>
      <p>{t(withdrawn ? 'bruger:::control::reopen_withdrawn_text_short' : 'bruger:::job::reopen_text')}</p>
      {error ? <ErrorArea message={serverTextOfError(error) ?? t('errors:::internal')} /> : null}
      <div className="form-actions">
        <Button onClick={submit} disabled={isLoading} data-testid="reopen-job-button">
          {t('bruger:::job::reopen_button')}
        </Button>
      </div>
    </Card>
  );
}
