// One help item opened: its thread, the answer form while it is open and answerable (an anonymous
// complaint says why it is not), and 'Luk henvendelse' or 'Genåbn'. The thread is fetched again
// after each action ('Help' tag), so the answer appears in it at once. A company's support case
// links to that company's profile and pricelist editor, where the case can be answered too (issue 33).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminSupportCaseCompanyPage, type HelpItem, type HelpItemParams } from '@opgavetorvet/contracts';
import {
  Button,
  ErrorArea,
  Modal,
  Spinner,
  notifyFromError,
  notifyFromReply,
  serverTextOfError,
  useAppDispatch,
} from '@opgavetorvet/ui';
import {
  useCloseHelpItemMutation,
  useHelpThreadQuery,
  useReopenHelpItemMutation,
} from '../api/help-inbox-api';
import { HelpAnswerForm } from './help-answer-form';
import { HelpStatusBadge } from './help-status-badge';
import { HelpThread } from './help-thread';

function StatusActions({ item }: { item: HelpItem }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [close, closing] = useCloseHelpItemMutation();
  const [reopen, reopening] = useReopenHelpItemMutation();
  const params = { kind: item.kind, id: item.id };
  const run = async (action: typeof close) => {
    const result = await action(params);
    dispatch('error' in result ? notifyFromError(result.error) : notifyFromReply(result.data));
  };
  return item.status === 'closed' ? (
    <Button variant="secondary" busy={reopening.isLoading} onClick={() => void run(reopen)}>
      {t('admin:::henvendelser::reopen')}
    </Button>
  ) : (
    <Button variant="secondary" busy={closing.isLoading} onClick={() => void run(close)}>
      {t('admin:::henvendelser::close')}
    </Button>
  );
}

export function HelpThreadModal({ params, onClose }: { params: HelpItemParams; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useHelpThreadQuery(params);
  const item = data?.item;
  return (
    <Modal
      open
      title={item?.title ?? t('admin:::henvendelser::title')}
      onClose={onClose}
      testId="help-thread-modal"
    >
      {isLoading && <Spinner />}
      <ErrorArea message={error ? (serverTextOfError(error) ?? t('errors:::internal')) : null} />
      {item && data && (
        <div className="stack">
          <p className="help-thread__head">
            <span>{t(`admin:::henvendelser::kinds::${item.kind}`)}</span>
            <span>{t(`admin:::henvendelser::from::${item.kind}`, { name: item.from_name })}</span>
            {item.job_id !== null && <span>{t('admin:::henvendelser::job_id', { id: item.job_id })}</span>}
            <HelpStatusBadge status={item.status} />
          </p>
          {item.kind === 'support_case' && (
            <p>
              <Link className="btn btn--secondary" to={adminSupportCaseCompanyPage(item.id)}>
                {t('admin:::henvendelser::edit_company')}
              </Link>
            </p>
          )}
          <HelpThread messages={data.messages} fromName={item.from_name} />
          {item.status === 'closed' && <p className="muted">{t('admin:::henvendelser::closed_note')}</p>}
          {item.status !== 'closed' && !item.can_answer && (
            <p className="muted" data-testid="help-anonymous">
              {t('admin:::henvendelser::anonymous_note')}
            </p>
          )}
          {item.status !== 'closed' && item.can_answer && (
            <HelpAnswerForm key={`${item.kind}-${item.id}`} item={params} />
          )}
          <div className="form-actions help-thread__actions">
            <StatusActions item={item} />
            <Button variant="secondary" onClick={onClose}>
              {t('admin:::henvendelser::done')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
