// The one error handler: AppError → { type: 'error', message } with its status; schema failures →
// 400 { type: 'validation_errors', messages }; framework 4xx (bad JSON, wrong content type, CSRF,
// rate limit) → a clear localized message; the database unavailable → 503 with Retry-After
// (unavailable-reply.ts); anything else → 500 errors:::internal, logged, no internals.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { isDatabaseUnavailable } from '../../lib/outage/database-unavailable.js';
import { unavailableReplier, type UnavailableReplier } from './unavailable-reply.js';
import { validationMessages } from './validation-messages.js';

const CODE_KEYS: Record<string, [number, string]> = {
  FST_CSRF_INVALID_TOKEN: [403, 'errors:::csrf_invalid'],
  FST_CSRF_MISSING_SECRET: [403, 'errors:::csrf_invalid'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'errors:::unsupported_media_type'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'errors:::payload_too_large'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'errors:::invalid_json'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'errors:::invalid_json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'errors:::bad_request'],
};

const STATUS_KEYS: Record<number, string> = {
  401: 'errors:::unauthorized',
  403: 'errors:::forbidden',
  404: 'errors:::not_found',
  413: 'errors:::payload_too_large',
  415: 'errors:::unsupported_media_type',
  429: 'errors:::rate_limited',
};

function sendJson(reply: FastifyReply, status: number, body: object): FastifyReply {
  // Serialized here so a route's response schema for another shape cannot turn an error into a 500.
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

export function replyWithError(
  error: FastifyError | AppError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
  unavailable: UnavailableReplier = unavailableReplier(),
): FastifyReply {
  if (error instanceof AppError) {
    return sendJson(reply, error.statusCode, { type: 'error', message: request.t(error.key, error.params) });
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const context = fastifyError.validationContext ?? 'body';
    const schemas = (request.routeOptions.schema ?? {}) as Record<string, unknown>;
    const messages = validationMessages(
      fastifyError.validation,
      schemas[context],
      context,
      request.t.bind(request),
    );
    return sendJson(reply, 400, { type: 'validation_errors', messages });
  }
  const byCode = fastifyError.code ? CODE_KEYS[fastifyError.code] : undefined;
  if (byCode) return sendJson(reply, byCode[0], { type: 'error', message: request.t(byCode[1]) });

  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // e.g. a JSON syntax error (400) from the body parser.
    const key =
      STATUS_KEYS[status] ??
      (error instanceof SyntaxError ? 'errors:::invalid_json' : 'errors:::bad_request');
    return sendJson(reply, status, { type: 'error', message: request.t(key) });
  }
  if (isDatabaseUnavailable(error)) return unavailable.reply(error, request, reply);
  request.log.error({ err: error }, 'request failed');
  return sendJson(reply, 500, { type: 'error', message: request.t('errors:::internal') });
}

export default fp(
  async (fastify) => {
    const unavailable = unavailableReplier();
    fastify.setErrorHandler((error: FastifyError, request, reply) =>
      replyWithError(error, request, reply, unavailable),
    );
  },
  { name: 'error-handler', dependencies: ['i18n'] },
);
