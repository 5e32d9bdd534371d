// The request's translator in the shape server-rendered components take, and rendering a reply's
// html fragment with it. Translations are pure (language, key, values) → text once the locales are
// loaded, and a list repeats them (every row's 'Byd', the same dates and places), so the
// translator remembers its answers per app and language (bounded). Danish dates and kroner are
// in danish.ts.
import type { FastifyRequest } from 'fastify';
import type { ReactElement } from 'react';
import { renderHtml } from './html.js';
import type { Translate } from './translator.js';

const memos = new WeakMap<object, Map<string, string>>();
const MEMO_MAX = 20_000;

/** A translator that remembers its answers; `owner` is what the texts belong to (the app's request.t). */
export function memoTranslate(owner: object, lang: string, translate: Translate): Translate {
  let memo = memos.get(owner);
  if (!memo) {
    memo = new Map();
    memos.set(owner, memo);
  }
  const texts = memo;
  return (key, params) => {
    const id = params ? `${lang}\u0000${key}\u0000${JSON.stringify(params)}` : `${lang}\u0000${key}`;
    let text = texts.get(id);
    if (text === undefined) {
      text = translate(key, params);
      if (texts.size >= MEMO_MAX) texts.clear();
      texts.set(id, text);
    }
    return text;
  };
}

/** request.t in the shape the server-rendered components take (remembering its answers). */
export function fragmentT(request: FastifyRequest): Translate {
  return memoTranslate(request.t, request.lang, (key, params) => request.t(key, params));
}

/** Builds the component with the request's translator and renders it to static markup. */
export function renderFragment(request: FastifyRequest, build: (t: Translate) => ReactElement): string {
  return renderHtml(build(fragmentT(request)));
}
