// A short explanation shown over its element on pointer and keyboard focus (SPEC §9: a popover
// hides 500 ms after the pointer leaves, so it can be reached and read; at once on blur or Escape).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './hint-popover.css';

export const POPOVER_HIDE_MS = 500;

export function HintPopover({ hint, children }: { hint: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const cancel = () => window.clearTimeout(timer.current);
  useEffect(() => {
    const pending = timer;
    return () => window.clearTimeout(pending.current);
  }, []);
  const show = () => {
    cancel();
    setOpen(true);
  };
  const hideLater = () => {
    cancel();
    timer.current = window.setTimeout(() => setOpen(false), POPOVER_HIDE_MS);
  };
  const hide = () => {
    cancel();
    setOpen(false);
  };
  return (
    <span
      className="hint-popover"
      tabIndex={0}
      aria-describedby={id}
      onPointerEnter={show}
      onPointerLeave={hideLater}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {children}
      <span className="hint-popover__text" role="tooltip" id={id} hidden={!open}>
        {hint}
      </span>
    </span>
  );
}
