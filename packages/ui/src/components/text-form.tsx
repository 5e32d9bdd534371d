// A form of one required free-text box (an answer, a note, a proposal): the text is trimmed, an
// empty one is refused under the field with `emptyError` before anything is sent, and `onSend`
// gets the text; it answers true when the text was taken (the box then empties unless `keep`), or
// the server's refusal to show under the field instead.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { TextField } from './text-field';

export interface TextFormProps {
  label: string;
  hint?: string;
  rows?: number;
  maxLength: number;
  submitLabel: string;
  /** The text shown under the box when it is empty (e.g. errors:::field_empty). */
  emptyError: string;
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
  onSend: (text: string) => Promise<boolean | string>;
}

export function TextForm({
  label,
  hint,
  rows = 3,
  maxLength,
  submitLabel,
  emptyError,
  busy = false,
  initial = '',
  keep = false,
  actions,
  intro,
  className = 'stack',
  testId,
  onSend,
}: TextFormProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value === '') {
      setError(emptyError);
      return;
    }
    const taken = await onSend(value);
    if (typeof taken === 'string') setError(taken);
    else if (taken && !keep) setText('');
  };

  return (
    <form className={className} onSubmit={(event) => void submit(event)} noValidate data-testid={testId}>
      {intro}
      <TextField
        multiline
        rows={rows}
        maxLength={maxLength}
        label={label}
        hint={hint}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
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
