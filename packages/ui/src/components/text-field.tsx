// A labelled input (or textarea) with an optional hint; the label gives the field its accessible name.
import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldBase {
  label: string;
  hint?: string;
}

export type TextFieldProps = FieldBase & InputHTMLAttributes<HTMLInputElement> & { multiline?: false };
export type TextAreaFieldProps = FieldBase & TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };

export function TextField(props: TextFieldProps | TextAreaFieldProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const hintId = props.hint ? `${id}-hint` : undefined;
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
  if (props.multiline) {
    const { label: _label, hint: _hint, multiline: _multiline, className, ...rest } = props;
    return (
      <div className="field">
        {label}
        <textarea {...rest} id={id} aria-describedby={hintId} className={['field__input', className].filter(Boolean).join(' ')} />
        {hint}
      </div>
    );
  }
  const { label: _label, hint: _hint, multiline: _multiline, className, ...rest } = props;
  return (
    <div className="field">
      {label}
      <input {...rest} id={id} aria-describedby={hintId} className={['field__input', className].filter(Boolean).join(' ')} />
      {hint}
    </div>
  );
}
