// Rules (issue 29) of forms beyond their schema: a rule marked overSchema is the text shown at its
// field instead of the schema's; a text box with an empty text is refused with its own text even
// where the call's schema takes an empty one; an input's limit is read from a field that may be null.
import i18next from 'i18next';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { formVerdict } from '../test/schema-form-cases';
import { maxLengthOf, schemaForm } from './schema-form';
import { schemaResolver } from './schema-resolver';
import { textForm } from './schema-text-form';

const Amount = Type.Object({ amount: Type.Integer({ minimum: 0, 'x-error': 'errors:::amount_invalid' }) });
type Values = { amount: string };
const options = { fields: {}, shouldUseNativeValidation: false };

const errorsOf = async (over: boolean) => {
  const form = schemaForm<Values, typeof Amount>(Amount, {
    toBody: ({ amount }) => ({ amount: Number(amount) }),
    rules: ({ amount }) =>
      amount.startsWith('-') ? [{ field: 'amount', key: 'errors:::amount_positive', overSchema: over }] : [],
  });
  const result = await schemaResolver(form, {}, i18next.t)({ amount: '-5' }, undefined, options);
  return result.errors;
};

describe('rules beyond the schema', () => {
  it("a rule over the schema is shown in place of the schema's text at its field", async () => {
    expect(await errorsOf(true)).toEqual({
      amount: { type: 'rule', message: 'Beløbet skal være større end 0.' },
    });
  });

  it("a rule that is not over the schema leaves the schema's text at the field", async () => {
    expect((await errorsOf(false)).amount?.message).toBe('Beløbet skal være et helt tal på højst 999999999');
  });

  it('a text box refuses an empty text with its own text where the schema takes one', async () => {
    const Body = Type.Object({ id: Type.Integer(), message: Type.Optional(Type.String({ maxLength: 40 })) });
    const form = textForm(Body, 'message', { emptyKey: 'errors:::enter_text' });
    const verdict = await formVerdict(form, { id: 1, message: '   ' }, i18next.t);
    expect(verdict).toEqual({ fields: ['text'], sent: null });
    const result = await schemaResolver(form, { id: 1 }, i18next.t)({ text: ' ' }, undefined, options);
    expect(result.errors).toEqual({ text: { type: 'rule', message: 'Indtast venligst en tekst' } });
    expect(form.maxLength).toBe(40);
  });

  it("reads the limit of a text that may be null from the union's text", () => {
    const Body = Type.Object({ words: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]) });
    expect(maxLengthOf(Body, 'words')).toBe(100);
  });
});
