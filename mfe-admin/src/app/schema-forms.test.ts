// Rule (issue 29): every form of the administrator's portal refuses exactly what its call refuses,
// checked on bodies generated from the call's schema (describeSchemaForms), and sends a good body
// as it is.
import i18next from 'i18next';
import { describeSchemaForms } from '@opgavetorvet/ui/test';
import { decisionForm } from '../features/annulleringer/lib/decision-form';
import { removalForm } from '../features/billeder/lib/removal-form';
import { reviewRemovalForm } from '../features/anmeldelser/lib/removal-form';
import { blockForm, creditForm } from '../features/firmaer/lib/firmaer-forms';
import { refundForm } from '../features/firmaer/lib/refund-form';
import { answerForm } from '../features/henvendelser/lib/answer-form';
import { customerBlockForm } from '../features/kunder/lib/block-form';

describeSchemaForms(
  [
    { name: 'the manual credit', form: creditForm, good: { amount_kr: 2500, note: 'Bankoverførsel 12/3' } },
    { name: 'a refund', form: refundForm(), good: { amount_ore: 24_950, reason: 'Dobbeltbetaling' } },
    { name: 'blocking a company', form: blockForm, good: { blocked: true, reason: 'Svindel' } },
    {
      name: 'a cancellation decision',
      form: decisionForm,
      good: { decision: 'reject', reason: 'Udfør opgaven' },
    },
    { name: 'an answer to a help item', form: answerForm, good: { text: 'Tak, vi ser på det' } },
    { name: 'removing a reported file', form: removalForm, good: { reason: 'Viser en persons ansigt' } },
    { name: 'removing a reported review', form: reviewRemovalForm, good: { reason: 'personal_data' } },
    { name: 'blocking a customer', form: customerBlockForm, good: { blocked: true, reason: 'Chikane' } },
  ],
  () => i18next.t,
);
