// The logo and reference forms on their calls' schemas (issue 30). A reference's title and text
// are typed (the title required, both within the contracts' limits, trimmed; an empty text is sent
// as '') and its photos come from the picker as the page's part of the body (REFERENCE_PHOTOS_MAX,
// captions); the logo's body is the one picked upload's key (CompanyLogoBody), checked before it
// is sent.
import { CompanyLogoBody, CompanyReferenceBody } from '@opgavetorvet/contracts';
import { maxLengthOf, schemaForm, trimmed } from '@opgavetorvet/ui/forms';

export type ReferenceValues = { title: string; text: string };

export const referenceForm = schemaForm<ReferenceValues, typeof CompanyReferenceBody>(CompanyReferenceBody, {
  toBody: ({ title, text }) => ({ title: trimmed(title), text: trimmed(text) }),
  toValues: (body) => ({ title: String(body.title ?? ''), text: String(body.text ?? '') }),
});

export const REFERENCE_TITLE_INPUT_MAX = maxLengthOf(CompanyReferenceBody, 'title');
export const REFERENCE_TEXT_INPUT_MAX = maxLengthOf(CompanyReferenceBody, 'text');

export const logoForm = schemaForm<{ key: string }, typeof CompanyLogoBody>(CompanyLogoBody);
