// The html of /ajax/bruger2/message_modal as the service renders it (reply form with its place for
// the file picker, and the decline form while the offer stands), for the message modal's tests; a
// message may carry files (messageFiles of '@opgavetorvet/ui/test'). And the modal opened as the
// customer opens it, once its thread has come.
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

const hidden =
  '<input type="hidden" name="bidid" value="90"/><input type="hidden" name="userid" value="7"/><input type="hidden" name="companyid" value="3"/>';

export function threadHtml({
  messages = ['Vi kan starte mandag.'],
  canDecline = true,
  files = '',
}: { messages?: string[]; canDecline?: boolean; files?: string } = {}): string {
  const items = messages
    .map(
      (body, i) =>
        `<li class="message" data-message-id="${i + 1}"><p class="message__body">${body}</p>` +
        `${i === messages.length - 1 ? files : ''}</li>`,
    )
    .join('');
  const reply =
    `<form class="message-thread__reply" method="post" action="/opgave/new_message">${hidden}` +
    '<input type="hidden" name="save_data_bd" value="0"/><label>Skriv en besked<textarea name="msg" maxLength="2000"></textarea></label>' +
    '<div class="message-thread__files" data-slot="message-files"></div>' +
    '<button type="submit" class="btn btn-primary">Send</button></form>';
  const decline =
    `<form class="message-thread__decline" method="post" action="/opgave/new_message">${hidden}` +
    '<input type="hidden" name="save_data_bd" value="1"/><fieldset><legend>Tak, men nej tak</legend>' +
    '<label><input type="radio" name="option" value="Prisen er for høj" checked=""/> Prisen er for høj</label>' +
    '<label><input type="radio" name="option" value="Andet"/> Andet</label></fieldset>' +
    '<label>Din egen tekst (ved Andet)<textarea name="msg" maxLength="2000"></textarea></label>' +
    '<button type="submit" class="btn">Send svar</button></form>';
  return `<div class="message-thread"><h2>Beskeder med Tømrer Hansen ApS</h2><ol class="message-thread__messages">${items}</ol>${reply}${canDecline ? decline : ''}</div>`;
}

export const threadReply = (html: string) => ({
  html,
  company_name: 'Tømrer Hansen ApS',
  company_slug: 'tomrer-hansen',
  company_id: 3,
  contact_id: 41,
  job_id: 333,
  project: 'opgavetorvet',
  user_t: 'bruger',
  company_project: 'opgavetorvet',
  btn_type: 'offer',
});

/** 'Skriv besked' clicked: the modal with Tømrer Hansen ApS's thread, once its first message shows. */
export async function openThreadModal(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Skriv besked' }));
  const dialog = await screen.findByRole('dialog', { name: 'Beskeder med Tømrer Hansen ApS' });
  await within(dialog).findByText('Vi kan starte mandag.');
  return dialog;
}
