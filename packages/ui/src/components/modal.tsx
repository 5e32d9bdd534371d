// An accessible modal dialog: role dialog, aria-modal, the page behind it inert, a titled header, focus kept inside,
// Escape and backdrop close it unless it is static (SPEC §2: some dialogs are forced open).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './close-icon';
import { useFocusTrap } from './use-focus-trap';
import { useInertPage } from './use-inert-page';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A static dialog ignores Escape and backdrop clicks and has no close button. */
  isStatic?: boolean;
  testId?: string;
}

export function Modal({ open, title, onClose, children, isStatic = false, testId }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Before the focus trap: on close the page is live again before focus goes back into it.
  useInertPage(open);
  useFocusTrap(dialogRef, open);

  useEffect(() => {
    if (!open || isStatic) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, isStatic, onClose]);

  if (!open) return null;
  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (!isStatic && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <header className="modal__header">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          {!isStatic && (
            <button
              type="button"
              className="modal__close"
              aria-label={t('common:::modal::close')}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          )}
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
