// Rules (issue 29) of the forms' options beyond a schema: a form's rules beyond the schema are
// checked with it and told at their fields; a form's own text for a kind of failure replaces the
// schema's, while the service's text still finds the field; a form the service rendered is checked
// the same way (checkForm), its texts once each in the order of its values; a form whose values the
// page holds lists its texts in the order of its fields and keeps them until the next submit.
import { act, fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { Type } from 'typebox';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { checkForm } from './check-form';
import { refusalTexts } from './field-messages';
import { schemaForm, trimmed } from './schema-form';
import { schemaResolver } from './schema-resolver';
import { useSchemaForm } from './use-schema-form';

const Body = Type.Object(
  {
    code: Type.String({ pattern: '^[0-9]{6}$', 'x-error': 'errors:::reset_code_invalid' }),
    kind: Type.String({ maxLength: 10 }),
    note: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);
type Values = { kind: string; note: string; code: string };
const form = schemaForm<Values, typeof Body>(Body, {
  toBody: ({ kind, note, code }) => ({ kind, code: trimmed(code), ...(note ? { note } : {}) }),
  ownTexts: { code: { required: 'errors:::field_empty', invalid: 'errors:::reset_code_digits' } },
  rules: ({ kind, note }) =>
    kind === 'Andet' && !note ? [{ field: 'note', key: 'errors:::field_empty' }] : [],
});
const options = { fields: {}, shouldUseNativeValidation: false };
const resolve = (values: Values) => schemaResolver(form, {}, i18next.t)(values, undefined, options);

describe('a form beyond its schema', () => {
  it("tells a broken rule at its field, with the schema's failures, and sends nothing", async () => {
    const verdict = await resolve({ kind: 'Andet', note: '', code: '12' });
    expect(verdict.values).toEqual({});
    expect(verdict.errors).toMatchObject({
      note: { message: 'Dette felt må ikke være tomt.' },
      code: { message: 'Koden består af 6 cifre.' },
    });
    expect((await resolve({ kind: 'Andet', note: 'Eget svar', code: '123456' })).errors).toEqual({});
  });

  it("says the form's own text for a kind of failure, and still knows the service's text of the field", async () => {
    expect((await resolve({ kind: 'a', note: '', code: ' ' })).errors).toMatchObject({
      code: { message: 'Dette felt må ikke være tomt.' },
    });
    const refusals = refusalTexts(Body, form, i18next.t);
    expect(refusals.get('Koden er forkert eller udløbet. Bed om en ny kode.')).toBe('code');
    expect(refusals.get('Koden består af 6 cifre.')).toBe('code');
  });

  it("checks a form the service rendered: each text once, in the order of the form's values", async () => {
    const values = { note: '', code: '', kind: 'x'.repeat(11) };
    const check = await checkForm(form, values, {}, i18next.t);
    expect(check).toEqual({
      ok: false,
      fields: ['code', 'kind'],
      errors: ['Dette felt må ikke være tomt.', 'Feltet kind må højst være 10 tegn'],
    });
    expect(await checkForm(form, { ...values, kind: 'a', code: '123456' }, {}, i18next.t)).toEqual({
      ok: true,
      body: { kind: 'a', code: '123456' },
    });
  });
});

function HeldForm({ onSend }: { onSend: (body: unknown) => void }) {
  const [values, setValues] = useState<Values>({ kind: 'Andet', note: '', code: '' });
  const state = useSchemaForm(form, { defaultValues: values, values });
  const submit = state.handleSubmit(onSend);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <input
        aria-label="Kode"
        value={values.code}
        onChange={(e) => setValues({ ...values, code: e.target.value })}
      />
      <ul>
        {state.errorList().map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <button type="submit">Send</button>
    </form>
  );
}

describe('a form whose values the page holds', () => {
  it('lists its texts in the order of its fields, keeps them while typing and sends the values held', async () => {
    const onSend = vi.fn();
    renderWithProviders(<HeldForm onSend={onSend} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    const texts = () => screen.queryAllByRole('listitem').map((item) => item.textContent);
    // kind, note, code: the note's and the code's texts are the same one, listed once.
    expect(texts()).toEqual(['Dette felt må ikke være tomt.']);
    await act(async () => fireEvent.change(screen.getByLabelText('Kode'), { target: { value: '12' } }));
    expect(texts()).toEqual(['Dette felt må ikke være tomt.']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(texts()).toEqual(['Dette felt må ikke være tomt.', 'Koden består af 6 cifre.']);
    expect(onSend).not.toHaveBeenCalled();
  });
});
