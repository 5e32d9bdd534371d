// Rule (issue 29): a form validates with its call's schema through react-hook-form: a refused
// field's Danish text (the schema's x-error key, else the generic text with the field's name) is
// shown at the field before anything is sent; a body the schema takes is sent as the body; the
// server's refusal of a field is put back at that field.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Type } from 'typebox';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../components/text-field';
import { renderWithProviders } from '../test/render-with-providers';
import { schemaForm, trimmed } from './schema-form';
import { useSchemaForm } from './use-schema-form';

const Body = Type.Object(
  {
    note: Type.String({ minLength: 1, maxLength: 20, 'x-error': 'errors:::manual_credit_note' }),
    amount_kr: Type.Integer({ minimum: 1, maximum: 100 }),
    kind: Type.Union([Type.Literal('a'), Type.Literal('b')]),
  },
  { additionalProperties: false },
);
type Values = { note: string; amount: string };
const form = schemaForm<Values, typeof Body>(Body, {
  toBody: ({ note, amount }) => ({ note: trimmed(note), amount_kr: Number(amount) }),
  toValues: (body) => ({ note: String(body.note ?? ''), amount: String(body.amount_kr ?? '') }),
  fields: { amount_kr: 'amount' },
  labels: { amount_kr: 'admin:::firmaer::credit::amount' },
});

function Form({ onSend, refusal }: { onSend: (body: unknown) => void; refusal?: unknown }) {
  const schemaFormState = useSchemaForm(form, {
    defaultValues: { note: '', amount: '' },
    fixed: { kind: 'a' },
  });
  const submit = schemaFormState.handleSubmit((body) => {
    onSend(body);
    if (refusal) schemaFormState.refusalAtFields(refusal);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField label="Note" {...schemaFormState.field('note')} />
      <TextField label="Beløb" {...schemaFormState.field('amount')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it("shows the schema's texts at the fields and sends nothing while the body is refused", async () => {
    const onSend = vi.fn();
    renderWithProviders(<Form onSend={onSend} />);
    await userEvent.type(screen.getByLabelText('Beløb'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Skriv en note om indbetalingen (fx bankoverførslens reference).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Feltet Beløb (kr.) må højst være 100')).toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveAttribute('aria-invalid', 'true');
    expect(onSend).not.toHaveBeenCalled();
  });

  it("sends the body the schema takes, with the page's part, and puts a server refusal at its field", async () => {
    const onSend = vi.fn();
    const refusal = {
      status: 400,
      data: {
        type: 'validation_errors',
        messages: ['Skriv en note om indbetalingen (fx bankoverførslens reference).'],
      },
    };
    renderWithProviders(<Form onSend={onSend} refusal={refusal} />);
    await userEvent.type(screen.getByLabelText('Note'), ' Bank ');
    await userEvent.type(screen.getByLabelText('Beløb'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ kind: 'a', note: 'Bank', amount_kr: 12 });
    expect(
      await screen.findByText('Skriv en note om indbetalingen (fx bankoverførslens reference).'),
    ).toBeInTheDocument();
  });
});
