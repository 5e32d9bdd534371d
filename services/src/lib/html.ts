// Server-rendered HTML fragments for the replies of SPEC §7 whose field is `html`: React
// components rendered with renderToStaticMarkup, so user text is always escaped, never joined.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Translates a key of the locales (request.t) inside a server-rendered component. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

export function renderHtml(element: ReactElement): string {
  return renderToStaticMarkup(element);
}
