// The html of /ajax/bruger2/message_modal as the service renders it (reply form with its place for
// the file picker, and the decline form while the offer stands), for the message modal's tests; a
// message may carry files, drawn as the service draws them (lib/message-files.tsx).
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

/** The files of a message as the service draws them: a PDF download link and a photo's thumbnail link. */
export function messageFilesHtml(pdf: { key: string; name: string }, photo: { key: string; name: string }) {
  return (
    '<ul class="message-files" aria-label="Vedhæftede filer">' +
    `<li class="message-files__item"><a class="message-files__pdf" href="/filer/${pdf.key}/${encodeURIComponent(pdf.name)}" download="${pdf.name}">` +
    `<span class="message-files__name">${pdf.name}</span> <span class="message-files__size">(PDF, 34 kB)</span></a></li>` +
    `<li class="message-files__item"><a class="message-files__image" href="/filer/${photo.key}/800.jpg" target="_blank" rel="noopener" ` +
    `data-file-key="${photo.key}" data-widths="320,800" data-width="800" data-height="600"><picture>` +
    `<source type="image/webp" srcSet="/filer/${photo.key}/320.webp 320w, /filer/${photo.key}/800.webp 800w" sizes="96px"/>` +
    `<img class="message-files__thumb" src="/filer/${photo.key}/320.jpg" srcSet="/filer/${photo.key}/320.jpg 320w, /filer/${photo.key}/800.jpg 800w" ` +
    `sizes="96px" alt="Vedhæftet billede: ${photo.name}" width="96" height="96" loading="lazy" decoding="async"/></picture></a></li></ul>`
  );
}
