// Accepts application/x-www-form-urlencoded bodies everywhere (JSON is built in); ajv's type
// coercion turns their text values into the numbers and booleans the schemas ask for. The body is
// parsed by formbody's own parser (fast-querystring: a flat object, a repeated name becomes a list)
// after its name=value pairs are counted, so a form with more fields than any call can use is
// refused with 400 before it is decoded or validated (lib/input-shape.ts).
import fp from 'fastify-plugin';
import formbody from '@fastify/formbody';
import { parse } from 'fast-querystring';
import { inputTooComplex, tooManyFields } from '../../lib/input-shape.js';

function parseForm(text: string): Record<string, unknown> {
  if (tooManyFields(text)) throw inputTooComplex();
  return parse(text);
}

export default fp(
  async (fastify) => {
    await fastify.register(formbody, { bodyLimit: 64 * 1024, parser: parseForm });
  },
  { name: 'form-body' },
);
