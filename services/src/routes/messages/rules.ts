// Rules of messages as plain functions: which decline answers exist and what text a decline
// sends, and how soon the same text counts as the same (double-clicked) message.
import { DECLINE_OPTIONS, DECLINE_OTHER } from '@opgavetorvet/contracts';

/** The same sender's same text on a contact within this time is one message, sent twice. */
export const REPEAT_WINDOW_SECONDS = 30;

/** The key under fragments-beskeder:::decline::texts of each preset answer's message. */
const PRESET_KEYS: Record<string, string> = {
  'Prisen er for høj': 'price',
  'Jeg har valgt et andet firma': 'other_company',
  'Opgaven er udsat': 'postponed',
};

export const isDeclineOption = (option: string): boolean =>
  (DECLINE_OPTIONS as readonly string[]).includes(option);

export type DeclineText = { key: string } | { text: string } | { empty: true };

/**
 * What a decline sends: the customer's own text for 'Andet' (empty is refused), for a preset the
 * text the page sent or else the preset's standard text.
 */
export function declineText(option: string, msg: string | undefined): DeclineText {
  const own = (msg ?? '').trim();
  if (option === DECLINE_OTHER) return own ? { text: own } : { empty: true };
  if (own) return { text: own };
  return { key: `fragments-beskeder:::decline::texts::${PRESET_KEYS[option]}` };
}
