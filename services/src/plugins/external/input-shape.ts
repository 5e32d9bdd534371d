// Holds JSON bodies and query strings to the shape limits of lib/input-shape.ts before they are
// parsed or validated: Fastify's own JSON parser (with the server's prototype-poisoning settings)
// behind one pass over the raw text, and a check of the query string's fields as a request arrives.
// A body or query past a limit is refused with 400 errors:::input_too_complex; form bodies are
// held to the same limits where they are parsed (form-body.ts).
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { inputTooComplex, jsonExcess, tooManyFields } from '../../lib/input-shape.js';

export default fp(
  async (fastify) => {
    const { onProtoPoisoning, onConstructorPoisoning } = fastify.initialConfig;
    const parseJson = fastify.getDefaultJsonParser(
      onProtoPoisoning ?? 'error',
      onConstructorPoisoning ?? 'ignore',
    );
    fastify.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, text, done) => {
      if (jsonExcess(text) !== null) {
        done(inputTooComplex(), undefined);
        return;
      }
      void parseJson(request, text, done);
    });

    // A callback hook: it runs on every request, and an async one costs a promise each time.
    fastify.addHook('onRequest', (request, _reply, done) => {
      const query = request.url.indexOf('?');
      if (query !== -1 && tooManyFields(request.url.slice(query + 1)))
        done(inputTooComplex() as unknown as FastifyError);
      else done();
    });
  },
  { name: 'input-shape' },
);
