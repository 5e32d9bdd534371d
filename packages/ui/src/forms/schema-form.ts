// What a form is to its call: the call's body schema (from packages/contracts), how the form's
// values become that body (text read into numbers, names of the form's own), and where each body
// field's errors are shown. One object per form, used by the form (useSchemaForm) and by the test
// that the form refuses exactly what its call refuses.
import type { Static, TObject } from 'typebox';
import type { FieldFailure } from '@opgavetorvet/contracts';

export type FormValues = Record<string, unknown>;

/** A failure of a rule beyond the schema (a category's own questions): at a form field, with its text key. */
export interface RuleFailure {
  /** The form field it is shown at. */
  field: string;
  key: string;
  /** The text's values ({{name}} …). */
  values?: Record<string, unknown>;
  /** Shown in place of the schema's text at that field (the screen's more exact wording), not after it. */
  overSchema?: boolean;
}

export interface SchemaForm<Values extends FormValues, S extends TObject = TObject> {
  /** The schema the call's body is validated with by the service. */
  schema: S;
  // Methods, not function properties: a table of forms of many value types holds each as a
  // SchemaForm<FormValues>.
  /** The part of the body the form's values make; the rest comes from the page (ids, a decision). */
  toBody(values: Values): Partial<Static<S>> & FormValues;
  /** The values that type a body (the inverse of toBody): how a test fills the form in. */
  toValues(body: FormValues): Values;
  /** The form field a body field's error is shown at, when the form names it otherwise. */
  fieldOf(bodyField: string): string;
  /** The label key of a field whose schema names no message of its own (errors:::fields::<name> else). */
  labels: Record<string, string>;
  /** The form's own text key for a field whose schema names none (the spec's text on this screen). */
  messages: Record<string, string>;
  /** Keys of the call's own refusals of a field beyond its schema (a handler's rule), to show there. */
  refusals: Record<string, string[]>;
  /** The form's own text for a kind of failure of a field, in place of the schema's (this screen's wording). */
  ownTexts: Record<string, Partial<Record<FieldFailure, string>>>;
  /** The form's rules beyond the schema, checked with it before sending: their failures, none when kept. */
  rules(values: Values): RuleFailure[];
}

export interface SchemaFormOptions<Values extends FormValues, S extends TObject> {
  toBody?: (values: Values) => Partial<Static<S>> & FormValues;
  toValues?: (body: FormValues) => Values;
  /** Body field → form field, for the fields the form names otherwise. */
  fields?: Record<string, string>;
  labels?: Record<string, string>;
  messages?: Record<string, string>;
  refusals?: Record<string, string[]>;
  ownTexts?: Record<string, Partial<Record<FieldFailure, string>>>;
  /** Rules beyond the schema (the service checks them in its handler). */
  rules?: (values: Values) => RuleFailure[];
}

/** A form whose values are (a part of) the body as they are, unless `options` say otherwise. */
export function schemaForm<Values extends FormValues, S extends TObject>(
  schema: S,
  options: SchemaFormOptions<Values, S> = {},
): SchemaForm<Values, S> {
  const fields = options.fields ?? {};
  return {
    schema,
    toBody: options.toBody ?? ((values) => ({ ...values }) as Partial<Static<S>> & FormValues),
    toValues: options.toValues ?? ((body) => ({ ...body }) as Values),
    fieldOf: (bodyField) => fields[bodyField] ?? bodyField,
    labels: options.labels ?? {},
    messages: options.messages ?? {},
    refusals: options.refusals ?? {},
    ownTexts: options.ownTexts ?? {},
    rules: options.rules ?? (() => []),
  };
}

/** The text a person typed, as a body's text: trimmed. */
export const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

interface LengthSchema {
  maxLength?: number;
  anyOf?: LengthSchema[];
}

/**
 * The longest text the schema takes in `field` (an input's maxLength), from the schema itself; of a
 * field that may also be null (a union), its text member's.
 */
export function maxLengthOf(schema: TObject, field: string): number | undefined {
  const property = (schema.properties as Record<string, LengthSchema | undefined>)[field];
  return property?.maxLength ?? property?.anyOf?.find((member) => member.maxLength !== undefined)?.maxLength;
}
