// A business modal's html from the service (SPEC §7 'the returned html is placed in the modal'):
// rendered by the service with React's escaping, never built from strings. A button in it marked
// data-dismiss="modal" (the reviews-cancel modal's) closes the surrounding modal.
import type { MouseEvent } from 'react';
import { ServerHtml } from '@opgavetorvet/ui';

interface ModalHtmlProps {
  html: string;
  className?: string;
  testId?: string;
  onDismiss?: () => void;
}

export function ModalHtml({ html, className, testId, onDismiss }: ModalHtmlProps) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target instanceof Element ? event.target.closest('[data-dismiss="modal"]') : null;
    if (target && onDismiss) onDismiss();
  };
  return (
    <ServerHtml
      className={['server-html', className].filter(Boolean).join(' ')}
      data-testid={testId}
      onClick={onClick}
      html={html}
    />
  );
}
