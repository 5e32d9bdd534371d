// The fields a body fails its TypeBox schema on, each with the message key the schema names for it
// ('x-error': one key, or { required, invalid, tooSmall }), so a form checks with the very schema the service
// validates with instead of a second set of rules. Top-level fields only: a form marks fields.
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

type XError = string | { required?: string; invalid?: string; tooSmall?: string };

export interface FieldError {
  /** The body's property, e.g. 'zip'. */
  field: string;
  /** The schema's message key for it ('errors:::zip'), or null when it names none. */
  key: string | null;
}

interface ObjectSchema {
  properties?: Record<string, { 'x-error'?: XError }>;
}

/** The first failure of each field, in the order the schema reports them. */
export function fieldErrorsOf(schema: TSchema, body: Record<string, unknown>): FieldError[] {
  const found = new Map<string, FieldError>();
  for (const error of Value.Errors(schema, body)) {
    const field = error.instancePath.split('/')[1] ?? '';
    if (found.has(field)) continue;
    const named = (schema as ObjectSchema).properties?.[field]?.['x-error'];
    const value = body[field];
    const empty = value === undefined || (typeof value === 'string' && value.trim() === '');
    const tooSmall = (error as { keyword?: string }).keyword === 'minimum' ? named : undefined;
    const key =
      typeof named === 'string'
        ? named
        : named
          ? ((typeof tooSmall === 'object' ? tooSmall.tooSmall : undefined) ??
            (empty ? named.required : named.invalid) ??
            named.invalid ??
            null)
          : null;
    found.set(field, { field, key });
  }
  return [...found.values()];
}
