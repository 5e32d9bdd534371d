// Turns a notice into the mail that is queued: the Danish subject, a plain-text part and an HTML
// part, an absolute link (from PUBLIC_URL) to the page the notice is about, and for alerts and
// reminders the signed one-click unsubscribe link.
import { renderHtml } from '../html.js';
import type { LinkSigner } from '../signed-links.js';
import type { NoticeKind } from './kinds.js';
import { MailLayout } from './mail-layout.js';
import { unsubscribeUrl } from './unsubscribe.js';

export interface Notice {
  to: string;
  subject: string;
  /** The message, paragraphs separated by a blank line. */
  text: string;
  /** The page the notice is about: a path of the product ('/bruger/opgave/12') and its button text. */
  link?: { path: string; label: string };
  /** An alert or reminder the person may turn off. */
  unsubscribe?: { userId: number; kind: NoticeKind };
}

export interface ComposedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: NoticeKind | null;
  unsubscribeUrl: string | null;
}

export interface ComposeContext {
  lang: string;
  publicUrl: string;
  signer: LinkSigner;
  t: (key: string, params?: Record<string, string | number>) => string;
}

export function composeMail(notice: Notice, context: ComposeContext): ComposedMail {
  const link = notice.link && { url: `${context.publicUrl}${notice.link.path}`, label: notice.link.label };
  const unsubscribe = notice.unsubscribe && {
    url: unsubscribeUrl(
      context.publicUrl,
      context.signer,
      notice.unsubscribe.userId,
      notice.unsubscribe.kind,
    ),
    label: context.t('mail:::layout::unsubscribe'),
    reason: context.t(`mail:::layout::reason::${notice.unsubscribe.kind}`),
  };
  const parts = [notice.text.trim()];
  if (link) parts.push(`${link.label}: ${link.url}`);
  if (unsubscribe) parts.push(`${unsubscribe.reason} ${unsubscribe.label}: ${unsubscribe.url}`);
  const paragraphs = notice.text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n'));
  const html = `<!doctype html>${renderHtml(
    <MailLayout
      lang={context.lang}
      subject={notice.subject}
      paragraphs={paragraphs}
      link={link}
      unsubscribe={unsubscribe}
    />,
  )}`;
  return {
    to: notice.to,
    subject: notice.subject,
    text: parts.join('\n\n'),
    html,
    kind: notice.unsubscribe?.kind ?? null,
    unsubscribeUrl: unsubscribe?.url ?? null,
  };
}
