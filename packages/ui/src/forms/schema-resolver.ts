// A react-hook-form resolver from a form's schema: the values become the call's body (the form's
// part and the page's), the body is checked with the call's schema (schema-check.ts), and each failing body field's Danish text is put at the form field that shows it.
// The form's rules beyond the schema (schemaForm's `rules`) are checked with it, their texts at their fields.
// An accepted form resolves to the body itself, so the submit handler sends exactly what was checked.
import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { Static, TObject } from 'typebox';
import { messageOf } from './field-messages';
import { failuresOf } from './schema-check';
import type { FormValues, SchemaForm } from './schema-form';

/** The body of a form's values and the page's fixed part of it. */
export function bodyOf<Values extends FormValues, S extends TObject>(
  form: SchemaForm<Values, S>,
  values: Values,
  fixed: Partial<Static<S>>,
): FormValues {
  return { ...(fixed as FormValues), ...form.toBody(values) };
}

export function schemaResolver<Values extends FormValues & FieldValues, S extends TObject>(
  form: SchemaForm<Values, S>,
  fixed: Partial<Static<S>>,
  t: TFunction,
): Resolver<Values, unknown, Static<S>> {
  return async (values) => {
    const body = bodyOf(form, values, fixed);
    const failures = await failuresOf(form.schema, body);
    const broken = form.rules(values);
    if (failures.length === 0 && broken.length === 0) return { values: body as Static<S>, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const failure of failures) {
      const name = failure.field === '' ? 'root' : form.fieldOf(failure.field);
      errors[name] ??= { type: failure.kind, message: messageOf(failure, form, t) };
    }
    for (const rule of broken) {
      const error = { type: 'rule', message: t(rule.key, rule.values) };
      errors[rule.field] = rule.overSchema ? error : (errors[rule.field] ?? error);
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
