// The support case the company editor was opened from (issue 33), in two parts around the pricelist:
// CompanyCaseThread shows what the company asked (its subject, where it stands and its messages),
// CompanyCaseAnswer answers and closes it through the help inbox's own calls once the pricelist is
// saved (the answer box then starts with a sentence saying so). Replies are notifications.
import { useTranslation } from 'react-i18next';
import type { HelpAnswerBody } from '@opgavetorvet/contracts';
import {
  Badge,
  Button,
  ErrorArea,
  Spinner,
  formatUnixDateTime,
  notifyFromError,
  notifyFromReply,
  serverTextOfError,
  useAppDispatch,
} from '@opgavetorvet/ui';
import { SchemaTextForm } from '@opgavetorvet/ui/forms';
import {
  useAnswerCompanyCaseMutation,
  useCloseCompanyCaseMutation,
  useCompanyCaseThreadQuery,
} from '../api/company-edit-api';
import { caseAnswerForm } from '../lib/company-edit-forms';

export function CompanyCaseThread({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useCompanyCaseThreadQuery(caseId);
  return (
    <section className="stack company-case" data-testid="company-case" aria-labelledby="company-case-title">
      <h2 className="section-title" id="company-case-title">
        {t('admin:::firmaer::edit::case_title', { title: data?.item.title ?? '' })}
      </h2>
      {isLoading && <Spinner />}
      <ErrorArea message={error ? (serverTextOfError(error) ?? t('errors:::internal')) : null} />
      {data && (
        <>
          <p>
            <Badge
              tone={
                data.item.status === 'closed'
                  ? 'neutral'
                  : data.item.status === 'open'
                    ? 'warning'
                    : 'success'
              }
            >
              {t(`admin:::henvendelser::statuses::${data.item.status}`)}
            </Badge>
          </p>
          <ol className="company-case__messages" aria-label={t('admin:::henvendelser::thread_label')}>
            {data.messages.map((message, index) => (
              <li key={index} data-testid="company-case-message">
                <strong>
                  {message.sender === 'staff' ? t('admin:::henvendelser::sender_staff') : data.item.from_name}
                </strong>{' '}
                <span className="muted">{formatUnixDateTime(message.created_at)}</span>
                <p className="company-case__body">{message.body}</p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

export function CompanyCaseAnswer({ caseId, pricelistSaved }: { caseId: number; pricelistSaved: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data } = useCompanyCaseThreadQuery(caseId);
  const [answer, answering] = useAnswerCompanyCaseMutation();
  const [close, closing] = useCloseCompanyCaseMutation();
  if (!data) return null;
  if (data.item.status === 'closed')
    return (
      <p className="muted" data-testid="company-case-closed">
        {t('admin:::firmaer::edit::case_closed')}
      </p>
    );

  const send = async ({ text }: HelpAnswerBody): Promise<boolean> => {
    const result = await answer({ caseId, text });
    dispatch('error' in result ? notifyFromError(result.error) : notifyFromReply(result.data));
    return !('error' in result);
  };
  const closeCase = async () => {
    const result = await close(caseId);
    dispatch('error' in result ? notifyFromError(result.error) : notifyFromReply(result.data));
  };

  return (
    <SchemaTextForm
      // A new box once the pricelist is saved, starting with the sentence that says so.
      key={pricelistSaved ? 'saved' : 'asked'}
      form={caseAnswerForm}
      className="stack company-case__answer"
      testId="company-case-answer"
      rows={4}
      label={t('admin:::henvendelser::answer')}
      hint={t('admin:::henvendelser::answer_hint::support_case')}
      initial={pricelistSaved ? t('admin:::firmaer::edit::answer_saved') : ''}
      intro={<h2 className="section-title">{t('admin:::firmaer::edit::answer_title')}</h2>}
      submitLabel={t('admin:::henvendelser::send')}
      busy={answering.isLoading}
      onSend={send}
      actions={
        <Button variant="secondary" busy={closing.isLoading} onClick={() => void closeCase()}>
          {t('admin:::henvendelser::close')}
        </Button>
      }
    />
  );
}
