// The error area of a form or a page: announced to screen readers, empty when there is no error.
import type { ReactNode } from 'react';

export interface ErrorAreaProps {
  message: string | null;
  testId?: string;
  children?: ReactNode;
}

export function ErrorArea({ message, testId, children }: ErrorAreaProps) {
  if (!message) return null;
  return (
    <div className="error-area" role="alert" data-testid={testId}>
      {message}
      {children}
    </div>
  );
}
