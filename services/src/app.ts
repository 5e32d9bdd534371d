// The service as one Fastify plugin (external plugins, then the product's own, then the routes),
// and buildApp(), which makes a Fastify instance with the validator settings and registers it.
// server.ts starts what buildApp() returns; tests inject into it without opening a port.
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { loadConfig, type AppConfig, type Env } from './config.js';
import configPlugin from './plugins/external/config.js';
import dbPlugin from './plugins/external/db.js';
import cookiePlugin from './plugins/external/cookie.js';
import sessionPlugin from './plugins/external/session.js';
import csrfPlugin from './plugins/external/csrf.js';
import inputShapePlugin from './plugins/external/input-shape.js';
import formBodyPlugin from './plugins/external/form-body.js';
import compressPlugin from './plugins/external/compress.js';
import helmetPlugin from './plugins/external/helmet.js';
import rateLimitPlugin from './plugins/external/rate-limit.js';
import swaggerPlugin from './plugins/external/swagger.js';
import i18nPlugin from './plugins/app/i18n.js';
import errorHandlerPlugin from './plugins/app/error-handler.js';
import authPlugin from './plugins/app/auth.js';
import scopesPlugin from './plugins/app/scopes.js';
import liveEventsPlugin from './plugins/app/live-events.js';
import deliveryPlugin from './plugins/app/delivery.js';
import mailerPlugin from './plugins/app/mailer.js';
import schedulerPlugin from './plugins/app/scheduler.js';
import jobAlertsPlugin from './plugins/app/job-alerts.js';
import remindersPlugin from './plugins/app/reminders.js';
import paymentsPlugin from './plugins/app/payments.js';
import renewalsPlugin from './plugins/app/renewals.js';
import filesPlugin from './plugins/app/files.js';
import retentionPlugin from './plugins/app/retention.js';
import routes from './routes/index.js';
import { finiteValidatorFactory } from './lib/finite-validator.js';

export interface ServiceOptions {
  config: AppConfig;
}

const serviceApp: FastifyPluginAsync<ServiceOptions> = async (fastify, options) => {
  await fastify.register(configPlugin, { config: options.config });
  await fastify.register(dbPlugin);
  await fastify.register(cookiePlugin);
  await fastify.register(sessionPlugin);
  await fastify.register(csrfPlugin);
  await fastify.register(inputShapePlugin);
  await fastify.register(formBodyPlugin);
  await fastify.register(compressPlugin);
  await fastify.register(helmetPlugin);
  await fastify.register(rateLimitPlugin);
  await fastify.register(swaggerPlugin);

  await fastify.register(i18nPlugin);
  await fastify.register(errorHandlerPlugin);
  await fastify.register(authPlugin);
  await fastify.register(scopesPlugin);
  await fastify.register(liveEventsPlugin, { postgresUrl: fastify.config.databaseUrl ?? undefined });
  await fastify.register(deliveryPlugin);
  await fastify.register(mailerPlugin);
  await fastify.register(schedulerPlugin);
  await fastify.register(jobAlertsPlugin);
  await fastify.register(remindersPlugin);
  await fastify.register(paymentsPlugin);
  await fastify.register(renewalsPlugin);
  await fastify.register(filesPlugin);
  await fastify.register(retentionPlugin);

  await fastify.register(routes);
};

export default fp(serviceApp, { name: 'opgavetorvet' });

/** Fastify's own options: one ajv setting for every schema of every route. */
export function serverOptions(
  logger: FastifyServerOptions['logger'],
  trustProxy = false,
): FastifyServerOptions {
  return {
    logger,
    trustProxy,
    bodyLimit: 1024 * 1024,
    // Starting compiles every route's schemas; on a busy machine (the test suite runs many apps at
    // once) that took over Fastify's default 10 s for one plugin. A plugin that truly hangs still fails.
    pluginTimeout: 60_000,
    // Every part of every request is validated by ajv and then checked for non-finite numbers.
    schemaController: { compilersFactory: { buildValidator: finiteValidatorFactory() } },
    ajv: {
      customOptions: {
        // Unknown fields are refused (every body says additionalProperties: false), never dropped.
        removeAdditional: false,
        // Form posts and query strings carry text; 'array' also accepts one value for a list.
        coerceTypes: 'array',
        useDefaults: true,
        // Every problem at once, so a form can mark all its fields.
        allErrors: true,
        // Field schemas may name the spec's own text for their errors (see validation-messages.ts).
        keywords: ['x-error'],
      },
    },
  };
}

export interface BuildAppOptions extends Partial<AppConfig> {
  /** Environment to read (default process.env); tests pass {} to be independent of the shell. */
  env?: Env;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { env, logger, ...overrides } = options;
  const config = loadConfig(env ?? process.env, overrides);
  const app = Fastify(serverOptions(logger ?? { level: process.env.LOG_LEVEL ?? 'info' }, config.trustProxy));
  await app.register(fp(serviceApp), { config });
  return app;
}
