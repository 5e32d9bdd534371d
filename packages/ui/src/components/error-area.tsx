// The error area of a form or a page: announced to screen readers, empty when there is no error;
// several messages are shown as a list.
import type { ReactNode } from 'react';

export interface ErrorAreaProps {
  message: string | string[] | null;
  testId?: string;
  children?: ReactNode;
}

export function ErrorArea({ message, testId, children }: ErrorAreaProps) {
  const messages = (Array.isArray(message) ? message : [message]).filter((m): m is string => Boolean(m));
  if (messages.length === 0) return null;
  return (
    <div className="error-area" role="alert" data-testid={testId}>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul className="error-area__list">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
