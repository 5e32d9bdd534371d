// The Danish text of a field's failure, as the service words it: the key the field's schema names
// ('x-error'), else the generic errors:::validation::<kind> text with the field's label and limit.
// The same texts let a server refusal be put back at the field it is about.
import type { TFunction } from 'i18next';
import type { TObject } from 'typebox';
import { keyOf, type FieldError, type FieldFailure, type FieldSchema } from '@opgavetorvet/contracts';

const kinds: FieldFailure[] = ['required', 'invalid', 'too_small', 'too_large', 'too_long'];
const limitOf: Partial<Record<FieldFailure, keyof FieldSchema>> = {
  too_small: 'minimum',
  too_large: 'maximum',
  too_long: 'maxLength',
};

function labelOf(field: string, labels: Record<string, string>, t: TFunction): string {
  const label = labels[field];
  return label ? t(label) : t(`errors:::fields::${field}`, { defaultValue: field });
}

export interface FieldTexts {
  labels: Record<string, string>;
  messages: Record<string, string>;
  refusals?: Record<string, string[]>;
  /** The form's own text for a kind of failure, over the schema's key. */
  ownTexts?: Record<string, Partial<Record<FieldFailure, string>>>;
}

/** The text shown at the field for one failure. */
export function messageOf(failure: FieldError, texts: FieldTexts, t: TFunction): string {
  const values = { field: labelOf(failure.field, texts.labels, t), limit: failure.limit ?? '' };
  const own = texts.ownTexts?.[failure.field]?.[failure.kind];
  return t(
    own ?? failure.key ?? texts.messages[failure.field] ?? `errors:::validation::${failure.kind}`,
    values,
  );
}

/** Every text the service may refuse a field of this schema with, each with its field. */
export function refusalTexts(schema: TObject, texts: FieldTexts, t: TFunction): Map<string, string> {
  const found = new Map<string, string>();
  const properties = (schema.properties ?? {}) as Record<string, FieldSchema>;
  for (const [field, fieldSchema] of Object.entries(properties)) {
    for (const kind of kinds) {
      const bound = limitOf[kind];
      const limit = bound ? fieldSchema[bound] : undefined;
      const key = keyOf(fieldSchema['x-error'], kind);
      const failure = { field, key, kind, ...(typeof limit === 'number' ? { limit } : {}) };
      // The service's text and, where the form words it otherwise, the form's.
      for (const text of [
        messageOf(failure, { ...texts, messages: {}, ownTexts: {} }, t),
        messageOf(failure, texts, t),
      ])
        if (!found.has(text)) found.set(text, field);
    }
    for (const key of texts.refusals?.[field] ?? []) {
      const text = t(key);
      if (!found.has(text)) found.set(text, field);
    }
  }
  return found;
}
