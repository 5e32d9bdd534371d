// Server-rendered HTML fragments for the replies of SPEC §7 whose field is `html`: React
// components rendered with renderToStaticMarkup, so user text is always escaped, never joined.
// Components translate with the Translate of translator.ts (a request's: fragment-translator.ts).
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export function renderHtml(element: ReactElement): string {
  return renderToStaticMarkup(element);
}
