// GET /locales/:lng/:ns.json: one namespace of texts from the repository's locales folder, for
// the front end's i18next backend. Only the supported languages and existing files; cached 5 min.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { LANGUAGES } from '../../lib/translator.js';

const Params = Type.Object(
  {
    lng: Type.Union(LANGUAGES.map((lang) => Type.Literal(lang))),
    file: Type.String({ pattern: '^[a-z][a-z0-9_-]{0,40}\\.json$' }),
  },
  { additionalProperties: false },
);

/** The file's JSON as read from disk (typed as its text: it is sent without re-serializing). */
const NamespaceFile = Type.Unsafe<string>({ type: 'object', additionalProperties: true });

const localesRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/locales/:lng/:file',
    {
      schema: {
        tags: ['pages'],
        summary: 'One namespace of interface texts, e.g. /locales/da-DK/common.json',
        params: Params,
        response: { 200: NamespaceFile, 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const { lng, file } = request.params;
      let text: string;
      try {
        text = await readFile(join(fastify.config.localesDir, lng, file), 'utf8');
      } catch {
        throw new AppError(404, 'errors:::not_found');
      }
      // Sent as read: the file is JSON already, and serializing it again would only cost time.
      return reply
        .header('cache-control', 'public, max-age=300')
        .type('application/json; charset=utf-8')
        .send(text);
    },
  );
};

export default localesRoute;
