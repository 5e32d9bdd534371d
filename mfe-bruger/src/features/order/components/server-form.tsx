// A form the service rendered (SPEC §7: the returned html is placed in the modal). Its submit is
// caught here and handed on with the form element; our own Danish checks replace the browser's
// bubbles (noValidate), and its submit button is disabled while the page is sending.
import { useEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import { ServerHtml } from '@opgavetorvet/ui';

interface ServerFormProps {
  html: string;
  busy: boolean;
  onSubmit: (form: HTMLFormElement) => void;
  onChange?: (event: ChangeEvent<HTMLDivElement>) => void;
  testId?: string;
}

export function ServerForm({ html, busy, onSubmit, onChange, testId }: ServerFormProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.querySelectorAll('form').forEach((form) => (form.noValidate = true));
  }, [html]);

  useEffect(() => {
    ref.current?.querySelectorAll<HTMLButtonElement>('button[type="submit"]').forEach((button) => {
      button.disabled = busy;
    });
  }, [busy, html]);

  const submitted = (event: FormEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    if (!busy) onSubmit(event.target);
  };

  return (
    <ServerHtml
      ref={ref}
      className="server-form"
      data-testid={testId}
      onSubmit={submitted}
      onChange={onChange}
      html={html}
    />
  );
}
