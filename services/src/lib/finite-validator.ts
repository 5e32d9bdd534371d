// The one validator every route's body, query, params and headers go through: Fastify's own ajv
// compiler, with one more rule. Ajv coerces the strings 'Infinity' and '1e999' (and JSON.parse turns
// the number 1e999) into Infinity, and then skips minimum and maximum for a value that is not
// finite, so a non-finite number passed every bound and was stored. Every number the service
// accepts must be finite; one that is not is refused as a validation error of its own field.
import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';
import type { FastifySchemaValidationError } from 'fastify';

type ValidationContext = { parentData?: Record<string, unknown>; parentDataProperty?: string };

interface AjvValidate {
  (data: unknown, context?: ValidationContext): boolean;
  errors?: FastifySchemaValidationError[] | null;
  schemaEnv?: unknown;
}

type RouteSchema = { schema: unknown; method: string; url: string; httpPart?: string; contentType?: string };
type BuildValidator = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => AjvValidate;

/** JSON pointers of the values in `data` that are numbers but not finite (Infinity, -Infinity, NaN). */
export function nonFinitePaths(data: unknown, path = ''): string[] {
  if (typeof data === 'number') return Number.isFinite(data) ? [] : [path];
  if (data === null || typeof data !== 'object') return [];
  const found: string[] = [];
  const entries = Array.isArray(data) ? data.entries() : Object.entries(data);
  for (const [key, value] of entries) {
    if (typeof value === 'number' || (value !== null && typeof value === 'object')) {
      const part = String(key).replace(/~/g, '~0').replace(/\//g, '~1');
      found.push(...nonFinitePaths(value, `${path}/${part}`));
    }
  }
  return found;
}

function notFinite(instancePath: string): FastifySchemaValidationError {
  return { keyword: 'finite', instancePath, schemaPath: '', params: {}, message: 'must be a finite number' };
}

/** Wraps one compiled ajv function: after ajv (and its coercion) the data holds no non-finite number. */
function finiteOnly(validate: AjvValidate): AjvValidate {
  const wrapped: AjvValidate = (data, context) => {
    const valid = validate(data, context);
    // Ajv may replace a coerced root value in its parent (a query of one array, say).
    const value =
      context?.parentData && context.parentDataProperty
        ? context.parentData[context.parentDataProperty]
        : data;
    const bad = nonFinitePaths(value);
    wrapped.errors = bad.length ? [...bad.map(notFinite), ...(validate.errors ?? [])] : validate.errors;
    return valid && bad.length === 0;
  };
  wrapped.schemaEnv = validate.schemaEnv;
  return wrapped;
}

/**
 * Fastify's `schemaController.compilersFactory.buildValidator`: the default ajv compiler, finite-only.
 * (The package's types describe the compiled function as taking a bare schema; Fastify calls it with
 * the route's { schema, method, url, httpPart }, as its own default does.)
 */
export function finiteValidatorFactory(): ValidatorFactory {
  const build = AjvCompiler() as unknown as BuildValidator;
  const factory: BuildValidator = (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => finiteOnly(compile(route));
  };
  return factory as unknown as ValidatorFactory;
}
