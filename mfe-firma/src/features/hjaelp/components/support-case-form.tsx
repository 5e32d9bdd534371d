// 'Opret supportsag': subject and message, both required, checked with the call's schema
// (lib/support-forms.ts) before sending (the server repeats it). With the query
// parameter title (SPEC §2) the subject starts as 'Foreslå ændringer til prislisten' and the page
// scrolls to this form.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, TextField, notify, notifyFromError, useAppDispatch } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useCreateSupportCaseMutation } from '../api/support-api';
import { MESSAGE_MAX, SUBJECT_MAX, supportCaseForm } from '../lib/support-forms';

interface Props {
  /** The 'title' query parameter was given: prefill the subject and scroll here. */
  pricelist: boolean;
  onCreated: (caseId: number) => void;
}

export function SupportCaseForm({ pricelist, onCreated }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm(supportCaseForm, {
    defaultValues: { subject: pricelist ? t('firma:::hjaelp::form::pricelist_subject') : '', message: '' },
  });
  const [create, { isLoading }] = useCreateSupportCaseMutation();

  useEffect(() => {
    if (!pricelist) return;
    formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector('textarea')?.focus({ preventScroll: true });
  }, [pricelist]);

  const submit = form.handleSubmit(async (body) => {
    const result = await create(body);
    if ('error' in result) {
      if (!form.refusalAtFields(result.error)) dispatch(notifyFromError(result.error));
      return;
    }
    dispatch(notify([{ type: 'success', note: t('firma:::hjaelp::form::created') }]));
    form.reset({ subject: '', message: '' });
    onCreated(result.data.supportcase_id);
  });

  return (
    <Card className="support-form" aria-labelledby="support-form-title">
      <form
        ref={formRef}
        id="opret-supportsag"
        className="stack"
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="support-case-form"
      >
        <h2 className="card__title" id="support-form-title">
          {t('firma:::hjaelp::form::title')}
        </h2>
        <p className="muted">{t('firma:::hjaelp::form::intro')}</p>
        <TextField
          label={t('firma:::hjaelp::form::subject')}
          maxLength={SUBJECT_MAX}
          {...form.field('subject')}
        />
        <TextField
          multiline
          rows={6}
          label={t('firma:::hjaelp::form::message')}
          maxLength={MESSAGE_MAX}
          {...form.field('message')}
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
