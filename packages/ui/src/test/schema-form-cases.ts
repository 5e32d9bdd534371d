// Rule (issue 29): a form refuses exactly what its call refuses. From a form's schema come the
// bodies its call refuses (each required field missing, each text empty or over its maxLength, each
// number past its bounds or not whole, each choice off its list, each e-mail malformed); each is
// typed into the form (its toValues) and checked by the form's resolver, and by ajv compiled as the
// service compiles its routes (Fastify's compiler with the service's ajv settings, services/src/app.ts).
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { FieldValues } from 'react-hook-form';
import type { TObject } from 'typebox';
import type { FormValues, SchemaForm } from '../forms/schema-form';
import { bodyOf, schemaResolver } from '../forms/schema-resolver';

export interface BadBody {
  /** What is wrong, e.g. 'note over 500 characters'. */
  what: string;
  /** The body field it is wrong in. */
  field: string;
  body: FormValues;
}

interface PropertySchema {
  type?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  anyOf?: PropertySchema[];
  const?: unknown;
}

/** The bodies the schema refuses, each one field off from the good body. */
export function badBodiesOf(schema: TObject, good: FormValues): BadBody[] {
  const bad: BadBody[] = [];
  const off = (field: string, what: string, value: unknown) =>
    bad.push({ field, what: `${field} ${what}`, body: { ...good, [field]: value } });
  const required = new Set(schema.required ?? []);
  for (const [field, raw] of Object.entries(schema.properties as Record<string, PropertySchema>)) {
    if (required.has(field)) {
      const { [field]: _missing, ...rest } = good;
      bad.push({ field, what: `${field} missing`, body: rest });
    }
    const options = raw.anyOf?.every((member) => 'const' in member) ? raw.anyOf : undefined;
    if (options) off(field, 'off its list', 'not-an-option');
    if (raw.type === 'string') {
      if ((raw.minLength ?? 0) >= 1) off(field, 'empty', '');
      if (raw.maxLength !== undefined)
        off(field, `over ${raw.maxLength} characters`, 'x'.repeat(raw.maxLength + 1));
      if (raw.format === 'email') off(field, 'not an e-mail', 'not-an-e-mail');
    }
    if (raw.type === 'integer' || raw.type === 'number') {
      if (raw.minimum !== undefined) off(field, `under ${raw.minimum}`, raw.minimum - 1);
      if (raw.maximum !== undefined) off(field, `over ${raw.maximum}`, raw.maximum + 1);
      if (raw.type === 'integer') off(field, 'not whole', (raw.minimum ?? 0) + 0.5);
    }
  }
  return bad;
}

// The service's ajv settings (services/src/app.ts serverOptions): refuse unknown fields, coerce
// text, defaults, every error, the x-error keyword.
const serviceAjv = {
  removeAdditional: false,
  coerceTypes: 'array' as const,
  useDefaults: true,
  allErrors: true,
};
const compile = AjvCompiler()({}, { customOptions: { ...serviceAjv, keywords: ['x-error'] } });

/** Whether the service refuses the body (its route's ajv validation). */
export function serviceRefuses(schema: TObject, body: FormValues): boolean {
  const validate = compile({ schema, method: 'POST', url: '/form', httpPart: 'body' });
  return validate(structuredClone(body)) !== true;
}

export interface FormVerdict {
  /** The form fields that show an error; empty when the form sends. */
  fields: string[];
  /** The body the form sends when it sends. */
  sent: FormValues | null;
}

/** Types the body into the form (the page's part given as it is) and sends it. */
export async function formVerdict<Values extends FormValues & FieldValues>(
  form: SchemaForm<Values, TObject>,
  body: FormValues,
  t: TFunction,
): Promise<FormVerdict> {
  const values = form.toValues(body);
  const fixed = Object.fromEntries(Object.entries(body).filter(([field]) => !(field in form.toBody(values))));
  const resolve = schemaResolver(form, fixed, t);
  const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const fields = Object.keys(result.errors);
  return { fields, sent: fields.length === 0 ? bodyOf(form, values, fixed) : null };
}

export interface SchemaFormCase {
  /** The form as the user knows it, e.g. 'the credit form'. */
  name: string;
  form: SchemaForm<FormValues, TObject>;
  /** A body its call takes, as the form sends it. */
  good: FormValues;
}

/** For every form of the table: the good body is sent as it is, and every bad body is refused by both. */
export function describeSchemaForms(cases: SchemaFormCase[], t: () => TFunction): void {
  for (const { name, form, good } of cases) {
    describe(name, () => {
      it('sends a body its call takes, as it is', async () => {
        expect(serviceRefuses(form.schema, good)).toBe(false);
        expect(await formVerdict(form, good, t())).toEqual({ fields: [], sent: good });
      });
      for (const bad of badBodiesOf(form.schema, good)) {
        it(`refuses what its call refuses: ${bad.what}`, async () => {
          expect(serviceRefuses(form.schema, bad.body)).toBe(true);
          const verdict = await formVerdict(form, bad.body, t());
          expect(verdict.sent).toBeNull();
          const typed = bad.field in form.toValues(good);
          if (typed) expect(verdict.fields).toContain(form.fieldOf(bad.field));
        });
      }
    });
  }
}
