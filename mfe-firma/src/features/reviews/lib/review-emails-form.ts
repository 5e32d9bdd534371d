// The review-request mail on its call's schema (ReviewEmailsBody, /ajax/firma/sendemailreview): the
// pasted text, trimmed, is regArray; nothing typed is told 'Dette felt må ikke være tomt.' here (the
// schema's own text, 'no valid addresses', is the service's answer to a text without any).
import { ReviewEmailsBody } from '@opgavetorvet/contracts';
import { maxLengthOf, schemaForm, trimmed } from '@opgavetorvet/ui/forms';

export type ReviewEmailsValues = { regArray: string };

export const reviewEmailsForm = schemaForm<ReviewEmailsValues, typeof ReviewEmailsBody>(ReviewEmailsBody, {
  toBody: ({ regArray }) => ({ regArray: trimmed(regArray) }),
  toValues: (body) => ({ regArray: String(body.regArray ?? '') }),
  ownTexts: { regArray: { required: 'errors:::field_empty' } },
});

export const ADDRESSES_MAX = maxLengthOf(ReviewEmailsBody, 'regArray');
