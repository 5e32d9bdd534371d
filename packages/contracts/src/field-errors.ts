// The fields a body fails its TypeBox schema on, each with the message key the schema names for it
// ('x-error': one key, or { required, invalid, tooSmall }), so a form checks with the very schema the service
// validates with instead of a second set of rules. Top-level fields only: a form marks fields.
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

type XError = string | { required?: string; invalid?: string; tooSmall?: string; tooLong?: string };

export interface FieldError {
  /** The body's property, e.g. 'zip'. */
  field: string;
  /** The schema's message key for it ('errors:::zip'), or null when it names none. */
  key: string | null;
}

interface ObjectSchema {
  properties?: Record<string, TSchema & { 'x-error'?: XError }>;
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
      if (required.includes(field)) found.push({ field, key: keyOf(fieldSchema['x-error'], true, false) });
      continue;
    }
    const [error] = [...Value.Errors(fieldSchema, value)];
    if (!error) continue;
    const empty = typeof value === 'string' && value.trim() === '';
    const tooSmall = (error as { keyword?: string }).keyword === 'minimum';
    found.push({ field, key: keyOf(fieldSchema['x-error'], empty, tooSmall) });
  }
  // A failure no field explains (a field the schema does not know), under its own name.
  if (found.length > 0) return found;
  const [error] = [...Value.Errors(schema, body)];
  return error ? [{ field: error.instancePath.split('/')[1] ?? '', key: null }] : [];
}

function keyOf(named: XError | undefined, empty: boolean, tooSmall: boolean): string | null {
  if (typeof named === 'string') return named;
  if (!named) return null;
  return (
    (tooSmall ? named.tooSmall : undefined) ??
    (empty ? named.required : named.invalid) ??
    named.invalid ??
    null
  );
}
