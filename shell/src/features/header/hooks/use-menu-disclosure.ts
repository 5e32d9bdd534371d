// The open/closed state of the phone header's menu (issue 10): opening moves focus to the menu's
// first control, Escape or a click outside closes it (Escape gives focus back to the button), and
// going to another page or following one of its links (also to the page already shown) closes it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

const focusable = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled])';

export function useMenuDisclosure() {
  // The menu is open on the page where it was opened: going to another page closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>(focusable)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close(false);
    };
    // A link to the page already shown changes no pathname, so it closes the menu itself.
    const panel = panelRef.current;
    const onLink = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    panel?.addEventListener('click', onLink);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
      panel?.removeEventListener('click', onLink);
    };
  }, [open, close]);

  const toggle = () => setOpenOn(open ? null : pathname);
  return { open, toggle, buttonRef, panelRef, rootRef };
}
