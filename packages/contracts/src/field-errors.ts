// The fields a body fails its TypeBox schema on, each with the message key the schema names for it
// ('x-error': one key, or { required, invalid, tooSmall, tooLong }), so a form checks with the very
// schema the service validates with instead of a second set of rules. Top-level fields only: a form
// marks fields.
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

export type XError = string | { required?: string; invalid?: string; tooSmall?: string; tooLong?: string };

/** How a field fails, in the words of the service's generic texts (errors:::validation::<kind>). */
export type FieldFailure = 'required' | 'invalid' | 'too_small' | 'too_large' | 'too_long';

export interface FieldError {
  /** The body's property, e.g. 'zip'. */
  field: string;
  /** The schema's message key for it ('errors:::zip'), or null when it names none. */
  key: string | null;
  /** What is wrong with it. */
  kind: FieldFailure;
  /** The bound it broke (maxLength, minimum or maximum), when it broke one. */
  limit?: number;
}

export interface FieldSchema {
  'x-error'?: XError;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minLength?: number;
}

interface ObjectSchema {
  properties?: Record<string, TSchema & FieldSchema>;
  required?: string[];
}

/**
 * The first failure of each field, in the schema's order of its fields. Each field is checked on its
 * own: TypeBox reports at most eight errors of a whole body, and an empty form's first fields (two
 * errors each) used up that many before the last ones (the phone) were reached.
 */
export function fieldErrorsOf(schema: TSchema, body: Record<string, unknown>): FieldError[] {
  const { properties = {}, required = [] } = schema as ObjectSchema;
  const found: FieldError[] = [];
  for (const [field, fieldSchema] of Object.entries(properties)) {
    const value = body[field];
    if (value === undefined) {
      if (required.includes(field)) found.push(failure(field, fieldSchema, 'required'));
      continue;
    }
    const [error] = [...Value.Errors(fieldSchema, value)];
    if (!error) continue;
    const empty = typeof value === 'string' && value.trim() === '';
    found.push(failure(field, fieldSchema, empty ? 'required' : kindOf(error.keyword)));
  }
  // A failure no field explains (a field the schema does not know), under its own name.
  if (found.length > 0) return found;
  const [error] = [...Value.Errors(schema, body)];
  return error ? [{ field: error.instancePath.split('/')[1] ?? '', key: null, kind: 'invalid' }] : [];
}

function kindOf(keyword: string): FieldFailure {
  if (keyword === 'minimum' || keyword === 'exclusiveMinimum') return 'too_small';
  if (keyword === 'maximum' || keyword === 'exclusiveMaximum') return 'too_large';
  if (keyword === 'maxLength') return 'too_long';
  return 'invalid';
}

const limitOf: Partial<Record<FieldFailure, keyof FieldSchema>> = {
  too_small: 'minimum',
  too_large: 'maximum',
  too_long: 'maxLength',
};

function failure(field: string, schema: FieldSchema, kind: FieldFailure): FieldError {
  const bound = limitOf[kind];
  const limit = bound ? schema[bound] : undefined;
  return {
    field,
    key: keyOf(schema['x-error'], kind),
    kind,
    ...(typeof limit === 'number' ? { limit } : {}),
  };
}

/** The key a field's `x-error` names for a failure of this kind, as the service picks it. */
export function keyOf(named: XError | undefined, kind: FieldFailure): string | null {
  if (typeof named === 'string') return named;
  if (!named) return null;
  if (kind === 'too_small' && named.tooSmall) return named.tooSmall;
  if (kind === 'too_long' && named.tooLong) return named.tooLong;
  return (kind === 'required' ? named.required : named.invalid) ?? named.invalid ?? null;
}
