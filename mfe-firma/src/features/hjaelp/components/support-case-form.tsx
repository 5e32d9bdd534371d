// 'Opret supportsag': subject and message, both required (the server repeats it). With the query
// parameter title (SPEC §2) the subject starts as 'Foreslå ændringer til prislisten' and the page
// scrolls to this form.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, TextField, notify, notifyFromError, useAppDispatch } from '@opgavetorvet/ui';
import { useCreateSupportCaseMutation } from '../api/support-api';

interface Props {
  /** The 'title' query parameter was given: prefill the subject and scroll here. */
  pricelist: boolean;
  onCreated: (caseId: number) => void;
}

type Errors = { subject?: string; message?: string };

export function SupportCaseForm({ pricelist, onCreated }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const formRef = useRef<HTMLFormElement>(null);
  const [subject, setSubject] = useState(() =>
    pricelist ? t('firma:::hjaelp::form::pricelist_subject') : '',
  );
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [create, { isLoading }] = useCreateSupportCaseMutation();

  useEffect(() => {
    if (!pricelist) return;
    formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector('textarea')?.focus({ preventScroll: true });
  }, [pricelist]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (subject.trim() === '') found.subject = t('errors:::field_empty');
    if (message.trim() === '') found.message = t('errors:::field_empty');
    setErrors(found);
    if (found.subject || found.message) return;
    const result = await create({ subject: subject.trim(), message: message.trim() });
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return;
    }
    dispatch(notify([{ type: 'success', note: t('firma:::hjaelp::form::created') }]));
    setSubject('');
    setMessage('');
    onCreated(result.data.supportcase_id);
  };

  return (
    <Card className="support-form" aria-labelledby="support-form-title">
      <form
        ref={formRef}
        id="opret-supportsag"
        className="stack"
        onSubmit={submit}
        noValidate
        data-testid="support-case-form"
      >
        <h2 className="card__title" id="support-form-title">
          {t('firma:::hjaelp::form::title')}
        </h2>
        <p className="muted">{t('firma:::hjaelp::form::intro')}</p>
        <TextField
          label={t('firma:::hjaelp::form::subject')}
          value={subject}
          maxLength={150}
          error={errors.subject}
          onChange={(e) => setSubject(e.target.value)}
        />
        <TextField
          multiline
          rows={6}
          label={t('firma:::hjaelp::form::message')}
          value={message}
          maxLength={5000}
          error={errors.message}
          onChange={(e) => setMessage(e.target.value)}
        />
        <div className="form-actions">
          <Button type="submit" busy={isLoading}>
            {t('firma:::hjaelp::form::submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
