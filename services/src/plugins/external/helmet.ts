// Security headers. The CSP allows no inline script: scripts come from this origin and from the
// origins of remotes deployed elsewhere (REMOTE_*_URL); inline styles are allowed for the UI kit.
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { remoteOrigins } from '../../config.js';

export default fp(
  async (fastify) => {
    const remotes = remoteOrigins(fastify.config.remotes);
    await fastify.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remotes],
          connectSrc: ["'self'", ...remotes],
          styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
          imgSrc: ["'self'", 'data:', ...remotes],
          fontSrc: ["'self'", 'data:', ...remotes],
          // Only behind https; on plain http it would send the browser to a port nobody serves.
          upgradeInsecureRequests: fastify.config.cookieSecure ? [] : null,
        },
      },
      // Remotes on other origins load their chunks from here and the reverse.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
      // The social login opens a popup that must be able to answer its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // HSTS means nothing on plain http and would pin a development host to https.
      strictTransportSecurity: fastify.config.cookieSecure ? { maxAge: 31536000, includeSubDomains: true } : false,
    });
  },
  { name: 'helmet', dependencies: ['config'] },
);
