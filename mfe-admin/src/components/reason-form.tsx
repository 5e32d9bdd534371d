// The administrator's form of a decision that needs a reason (a cancellation's decision, removing
// a reported file): a lead saying what happens, the reason field bound to its schema form, and the
// submit and cancel buttons. The caller owns the form state, the call and the texts.
import type { FormEvent, ReactNode } from 'react';
import { Button, TextField } from '@opgavetorvet/ui';
import type { FieldBinding } from '@opgavetorvet/ui/forms';

export interface ReasonFormProps {
  lead: ReactNode;
  label: string;
  hint: string;
  maxLength: number | undefined;
  field: FieldBinding;
  submitLabel: string;
  cancelLabel: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}

export function ReasonForm(props: ReasonFormProps) {
  return (
    <form className="stack" onSubmit={props.onSubmit} noValidate>
      <p className="muted">{props.lead}</p>
      <TextField
        multiline
        label={props.label}
        hint={props.hint}
        maxLength={props.maxLength}
        {...props.field}
      />
      <div className="form-actions">
        <Button type="submit" busy={props.busy}>
          {props.submitLabel}
        </Button>
        <Button variant="secondary" onClick={props.onCancel}>
          {props.cancelLabel}
        </Button>
      </div>
    </form>
  );
}
