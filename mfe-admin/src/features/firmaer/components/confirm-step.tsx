// The step before a money action is sent (issue 33): what will happen, as label and value rows, a
// note, and the button that sends it or goes back to the form. The heading takes the focus when the
// step shows, so a screen reader hears what is asked.
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@opgavetorvet/ui';

export interface ConfirmRow {
  label: string;
  value: ReactNode;
  testId?: string;
}

export interface ConfirmStepProps {
  title: string;
  rows: ConfirmRow[];
  note?: string;
  confirmLabel: string;
  backLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
  testId?: string;
}

export function ConfirmStep({
  title,
  rows,
  note,
  confirmLabel,
  backLabel,
  busy,
  onConfirm,
  onBack,
  testId,
}: ConfirmStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="stack confirm-step" data-testid={testId}>
      <h3 className="confirm-step__title" ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <dl className="confirm-step__rows">
        {rows.map((row) => (
          <div key={row.label} className="confirm-step__row" data-testid={row.testId}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {note && <p className="muted confirm-step__note">{note}</p>}
      <div className="form-actions">
        <Button busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {backLabel}
        </Button>
      </div>
    </div>
  );
}
