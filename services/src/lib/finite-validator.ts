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

/** A key as a part of a JSON pointer. */
const pointerPart = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * JSON pointers of the values in `data` that are numbers but not finite (Infinity, -Infinity, NaN),
 * in document order. Walked with a list of its own instead of recursion, so data of any depth
 * cannot overflow the stack.
 */
export function nonFinitePaths(data: unknown, path = ''): string[] {
  const found: string[] = [];
  // Values still to look at with their pointers; the last is looked at next.
  const pending: [unknown, string][] = [[data, path]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, at] = next;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) found.push(at);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((item: unknown, index) => [index, item])
      : Object.entries(value);
    // Pushed last first, so the first is looked at next, as a recursive walk would.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index] as [string | number, unknown];
      if (typeof child === 'number' || (child !== null && typeof child === 'object'))
        pending.push([child, `${at}/${pointerPart(key)}`]);
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
