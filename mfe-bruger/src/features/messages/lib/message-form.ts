// Reads a message form of the service's thread html (/ajax/bruger2/message_modal) into the body of
// /opgave/new_message, and says whether it may be sent: a message, and 'Andet' in "Tak, men nej
// tak", must not be empty (SPEC §5 'Dette felt må ikke være tomt.'); a preset answer needs no text.
import { DECLINE_OTHER, type NewMessageBody } from '@opgavetorvet/contracts';

export type MessageFormResult =
  { ok: true; body: NewMessageBody } | { ok: false; reason: 'empty' | 'incomplete' };

export function readMessageForm(form: HTMLFormElement): MessageFormResult {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const id = (name: string) => Number(text(name));
  const [bidid, userid, companyid] = [id('bidid'), id('userid'), id('companyid')];
  if (![bidid, userid, companyid].every((n) => Number.isInteger(n) && n > 0))
    return { ok: false, reason: 'incomplete' };
  const declining = text('save_data_bd') === '1';
  const msg = text('msg');
  if (!declining)
    return msg ? { ok: true, body: { msg, bidid, userid, companyid } } : { ok: false, reason: 'empty' };
  const option = text('option');
  if (!option) return { ok: false, reason: 'incomplete' };
  if (option === DECLINE_OTHER && !msg) return { ok: false, reason: 'empty' };
  return { ok: true, body: { bidid, userid, companyid, save_data_bd: 1, option, ...(msg ? { msg } : {}) } };
}
