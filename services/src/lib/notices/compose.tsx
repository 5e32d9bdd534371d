// Turns a queued notice into the mail that is sent (the delivery worker renders each row once):
// the Danish subject, a plain-text part and an HTML part, an absolute link (from PUBLIC_URL) to the page the notice is about, and for alerts and
// reminders the signed one-click unsubscribe link.
import { renderHtml } from '../html.js';
import type { LinkSigner } from '../signed-links.js';
import type { NoticeKind } from './kinds.js';
import { MailLayout } from './mail-layout.js';
import { unsubscribeUrl } from './unsubscribe.js';

/**
 * A text of a notice: the words themselves, or a translation key and its values that the worker
 * looks up when it renders the row (so a busy request only writes the key).
 */
export type NoticeText = string | { key: string; params?: Record<string, string | number> };

export interface Notice {
  to: string;
  subject: NoticeText;
  /** The message, paragraphs separated by a blank line. */
  text: NoticeText;
  /** The page the notice is about: a path of the product ('/bruger/opgave/12') and its button text. */
  link?: { path: string; label: NoticeText };
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

/** The words of a text: as given, or looked up in the context's language. */
export function wordsOf(text: NoticeText, context: Pick<ComposeContext, 't'>): string {
  return typeof text === 'string' ? text : context.t(text.key, text.params);
}

export function composeMail(notice: Notice, context: ComposeContext): ComposedMail {
  const subject = wordsOf(notice.subject, context);
  const body = wordsOf(notice.text, context);
  const link = notice.link && {
    url: `${context.publicUrl}${notice.link.path}`,
    label: wordsOf(notice.link.label, context),
  };
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
  const parts = [body.trim()];
  if (link) parts.push(`${link.label}: ${link.url}`);
  if (unsubscribe) parts.push(`${unsubscribe.reason} ${unsubscribe.label}: ${unsubscribe.url}`);
  const paragraphs = body
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n'));
  const html = `<!doctype html>${renderHtml(
    <MailLayout
      lang={context.lang}
      subject={subject}
      paragraphs={paragraphs}
      link={link}
      unsubscribe={unsubscribe}
    />,
  )}`;
  return {
    to: notice.to,
    subject,
    text: parts.join('\n\n'),
    html,
    kind: notice.unsubscribe?.kind ?? null,
    unsubscribeUrl: unsubscribe?.url ?? null,
  };
}
