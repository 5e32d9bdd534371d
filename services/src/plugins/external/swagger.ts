// OpenAPI generated from the route schemas, browsable at /docs. The UI page gets its own CSP
// (no inline script either, but no upgrade to https on a plain-http development server).
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: {
          title: 'Opgavetorvet API',
          description:
            'The calls of SPEC §7; errors are { type: "error", message } in the language of the `lang` cookie.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'sid' },
            csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
          },
        },
      },
    });
    await fastify.register(swaggerUi, {
      routePrefix: '/docs',
      uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
      staticCSP:
        "default-src 'self'; base-uri 'self'; font-src 'self' data:; frame-ancestors 'self'; img-src 'self' data:; " +
        "object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'",
    });
  },
  { name: 'swagger', dependencies: ['helmet'] },
);
