// A form the service rendered (its html placed in a modal) checked with its call's schema: the values
// read from it become the body as a schemaForm says, and the body is checked by the same resolver as
// useSchemaForm's (schema and rules), so such a form refuses what its call refuses, in the same texts.
import type { TFunction } from 'i18next';
import type { FieldValues } from 'react-hook-form';
import type { Static, TObject } from 'typebox';
import type { FormValues, SchemaForm } from './schema-form';
import { schemaResolver } from './schema-resolver';

export type FormCheck<S extends TObject> =
  | { ok: true; body: Static<S> }
  /** Each failing field's text once, in the order of the form's values; `fields` the form fields. */
  | { ok: false; errors: string[]; fields: string[] };

export async function checkForm<Values extends FormValues & FieldValues, S extends TObject>(
  form: SchemaForm<Values, S>,
  values: Values,
  fixed: Partial<Static<S>>,
  t: TFunction,
): Promise<FormCheck<S>> {
  const result = await schemaResolver(form, fixed, t)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors = result.errors as Record<string, { message?: unknown } | undefined>;
  const fields = [...Object.keys(values), ...Object.keys(errors)].filter(
    (name, index, all) => errors[name] !== undefined && all.indexOf(name) === index,
  );
  if (fields.length === 0) return { ok: true, body: result.values as Static<S> };
  const texts = fields.map((name) => errors[name]?.message).filter((m): m is string => typeof m === 'string');
  return { ok: false, errors: [...new Set(texts)], fields };
}
