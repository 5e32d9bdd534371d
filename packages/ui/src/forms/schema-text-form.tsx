// A form of one required free-text box (an answer, a note, a proposal) on its call's schema: the
// text, trimmed, becomes one field of the body (textForm names which and its limit comes from the
// schema); a refused text is told at the box before anything is sent. `onSend` gets the checked
// body and answers true when it was taken (the box then empties unless `keep`), or the server's
// refusal to show under the box instead.
import type { ReactNode } from 'react';
import type { Static, TObject } from 'typebox';
import { Button } from '../components/button';
import { TextField } from '../components/text-field';
import { maxLengthOf, schemaForm, trimmed, type SchemaForm } from './schema-form';
import { useSchemaForm } from './use-schema-form';

export type TextValues = { text: string };

export type TextSchemaForm<S extends TObject> = SchemaForm<TextValues, S> & { maxLength: number | undefined };

/**
 * The form of one text box that is `field` of the schema's body; `emptyKey` is its text for nothing
 * typed, refused before sending whether or not the schema itself requires the field.
 */
export function textForm<S extends TObject>(
  schema: S,
  field: string,
  { emptyKey, refusals }: { emptyKey?: string; refusals?: string[] } = {},
): TextSchemaForm<S> {
  const form = schemaForm<TextValues, S>(schema, {
    toBody: ({ text }) => ({ [field]: trimmed(text) }) as Partial<Static<S>> & Record<string, unknown>,
    toValues: (body) => ({ text: typeof body[field] === 'string' ? body[field] : '' }),
    fields: { [field]: 'text' },
    messages: emptyKey ? { [field]: emptyKey } : {},
    refusals: refusals ? { [field]: refusals } : {},
    // The box is required even where the schema takes an empty text and the handler refuses it.
    rules: ({ text }) => (emptyKey && trimmed(text) === '' ? [{ field: 'text', key: emptyKey }] : []),
  });
  return { ...form, maxLength: maxLengthOf(schema, field) };
}

/** How the box looks and what it says; its limit and its empty text come from the form's schema. */
interface TextBoxLook {
  label: string;
  hint?: string;
  rows?: number;
  submitLabel: string;
  busy?: boolean;
  initial?: string;
  /** Keep the text after a successful send (e.g. a saved note shown again). */
  keep?: boolean;
  /** More buttons beside the submit button (back, cancel). */
  actions?: ReactNode;
  /** Text above the box. */
  intro?: ReactNode;
  /** The form's class; 'stack' unless given. */
  className?: string;
  testId?: string;
}

/** The box's look, the call's schema form and what sends the checked body. */
export type SchemaTextFormProps<S extends TObject> = TextBoxLook & {
  form: TextSchemaForm<S>;
  /** The body's fields the page gives (ids). */
  fixed?: Partial<Static<S>>;
  /** Gets the checked body; true when taken, or the server's refusal to show under the box. */
  onSend: (body: Static<S>) => Promise<boolean | string>;
};

export function SchemaTextForm<S extends TObject>({
  form: textSchemaForm,
  fixed,
  label,
  hint,
  rows = 3,
  submitLabel,
  busy = false,
  initial = '',
  keep = false,
  actions,
  intro,
  className = 'stack',
  testId,
  onSend,
}: SchemaTextFormProps<S>) {
  const form = useSchemaForm(textSchemaForm, { defaultValues: { text: initial }, fixed });
  const submit = form.handleSubmit(async (body) => {
    const taken = await onSend(body);
    if (typeof taken === 'string') form.setError('text', { type: 'server', message: taken });
    else if (taken && !keep) form.reset({ text: '' });
  });

  return (
    <form className={className} onSubmit={(event) => void submit(event)} noValidate data-testid={testId}>
      {intro}
      <TextField
        multiline
        rows={rows}
        maxLength={textSchemaForm.maxLength}
        label={label}
        hint={hint}
        {...form.field('text')}
      />
      <div className="form-actions">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}
