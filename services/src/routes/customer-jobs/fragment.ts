// Renders a reply's html fragment in the request's language: the request's translator in the
// shape the server-rendered components take, and renderHtml (escaping, never string-joined).
import type { ReactElement } from 'react';
import type { FastifyRequest } from 'fastify';
import { renderHtml, type Translate } from '../../lib/html.js';
import type { TranslateParams } from '../../lib/translator.js';

export function translatorOf(request: FastifyRequest): Translate {
  return (key, params) => request.t(key, params as TranslateParams | undefined);
}

/** Builds the component with the request's translator and renders it to static markup. */
export function renderFragment(request: FastifyRequest, build: (t: Translate) => ReactElement): string {
  return renderHtml(build(translatorOf(request)));
}
