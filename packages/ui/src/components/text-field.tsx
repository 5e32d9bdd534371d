// A labelled input (or textarea) with an optional hint and field error; the label gives the field
// its accessible name, the error is announced and tied to the field by aria-describedby.
import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldBase {
  label: string;
  hint?: string;
  /** A field error (e.g. errors:::field_empty) shown under the field; the field is then aria-invalid. */
  error?: string | null;
  /** The element's ref (a form library's registration), passed on to the input or textarea. */
  ref?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

export type TextFieldProps = FieldBase & InputHTMLAttributes<HTMLInputElement> & { multiline?: false };
export type TextAreaFieldProps = FieldBase &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };

export function TextField(props: TextFieldProps | TextAreaFieldProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const label = (
    <label className="field__label" htmlFor={id}>
      {props.label}
    </label>
  );
  const hint = props.hint ? (
    <span className="field__hint" id={hintId}>
      {props.hint}
    </span>
  ) : null;
  const error = props.error ? (
    <span className="field__error" id={errorId} role="alert">
      {props.error}
    </span>
  ) : null;
  const invalid = props.error ? true : undefined;
  if (props.multiline) {
    const { label: _label, hint: _hint, error: _error, multiline: _multiline, className, ...rest } = props;
    return (
      <div className="field">
        {label}
        <textarea
          aria-invalid={invalid}
          {...rest}
          id={id}
          aria-describedby={describedBy}
          className={['field__input', className].filter(Boolean).join(' ')}
        />
        {hint}
        {error}
      </div>
    );
  }
  const { label: _label, hint: _hint, error: _error, multiline: _multiline, className, ...rest } = props;
  return (
    <div className="field">
      {label}
      <input
        aria-invalid={invalid}
        {...rest}
        id={id}
        aria-describedby={describedBy}
        className={['field__input', className].filter(Boolean).join(' ')}
      />
      {hint}
      {error}
    </div>
  );
}
