// The state both review forms share (the customer's ReviewModal and the review request's
// PublicReviewForm), on the call's schema (lib/review-forms.ts): the draft of SPEC §2's fields, the
// schema's check before sending, and the error area's texts, from that check (each text once) or
// from the server's refusal.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static, TObject } from 'typebox';
import { errorTextsOf } from '@opgavetorvet/ui';
import { useSchemaForm, type SchemaForm } from '@opgavetorvet/ui/forms';
import { emptyReview, type ReviewValues } from '../lib/review-forms';

export function useReviewDraft<S extends TObject>(
  form: SchemaForm<ReviewValues, S>,
  category: number | null,
  fixed: Partial<Static<S>>,
) {
  const { t } = useTranslation();
  const schemaForm = useSchemaForm(form, { defaultValues: emptyReview(category), fixed });
  const [refusal, setRefusal] = useState<string[]>([]);
  const draft = schemaForm.watch();
  const change = (part: Partial<ReviewValues>) => {
    for (const name of Object.keys(part) as (keyof ReviewValues)[])
      schemaForm.setValue(name, part[name] as ReviewValues[typeof name]);
  };

  /** The submit handler: `send` gets the checked body and answers the call's result. */
  const onSubmit = (send: (body: Static<S>) => Promise<{ data: unknown } | { error: unknown }>) =>
    schemaForm.handleSubmit(async (body) => {
      setRefusal([]);
      const result = await send(body);
      if ('error' in result) setRefusal(errorTextsOf(result.error, t('errors:::internal')));
    });

  return { draft, change, errors: [...schemaForm.errorList(), ...refusal], onSubmit };
}
