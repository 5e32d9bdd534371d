// Accepts application/x-www-form-urlencoded bodies everywhere (JSON is built in); ajv's type
// coercion turns their text values into the numbers and booleans the schemas ask for.
import fp from 'fastify-plugin';
import formbody from '@fastify/formbody';

export default fp(
  async (fastify) => {
    await fastify.register(formbody, { bodyLimit: 64 * 1024 });
  },
  { name: 'form-body' },
);
