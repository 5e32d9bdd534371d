// The service's refusal of a CVR number whose company has ceased names that company ('Tagmester
// ApS er ophørt ifølge CVR-registret …', errors:::company_details::cvr_ceased with {{name}}), so it
// is none of the fixed texts a form's refusals are matched by: it is known by its wording around
// the name, and told at the CVR field.
import type { TFunction } from 'i18next';
import { isValidationErrorsReply, replyOfError } from '@opgavetorvet/ui';

const CEASED = 'errors:::company_details::cvr_ceased';
/** Stands for the company's name in the text, to split the text around it. */
const NAME = '\u0000';

/** The texts of a failed call's refusal: a validation_errors reply's messages or an error's message. */
export function refusalTextsOf(error: unknown): string[] {
  const reply = replyOfError(error);
  if (isValidationErrorsReply(reply)) return reply.messages;
  const message = (reply as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? [message] : [];
}

/** The texts of the refusal that say the CVR number's company has ceased. */
export function ceasedRefusals(error: unknown, t: TFunction): string[] {
  const [before = '', after] = t(CEASED, { name: NAME }).split(NAME);
  if (after === undefined) return [];
  return refusalTextsOf(error).filter(
    (text) => text.length > before.length + after.length && text.startsWith(before) && text.endsWith(after),
  );
}
