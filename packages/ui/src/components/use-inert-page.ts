// While a modal dialog is open, the page behind it (the site header and #main) is inert: it takes
// no focus, no clicks and is not read, as the dialog's aria-modal promises; tools such as axe then
// no longer measure its buttons as targets half covered by the dialog. The notifications live
// outside #main and are still announced. Counted per element, so two dialogs open at once (one
// opened from the other) leave the page inert until the last one closes.
import { useEffect } from 'react';

const BEHIND = '#main, .site-header';

export function useInertPage(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const behind = Array.from(document.querySelectorAll<HTMLElement>(BEHIND));
    for (const element of behind) {
      element.dataset.openModals = String(Number(element.dataset.openModals ?? 0) + 1);
      element.setAttribute('inert', '');
    }
    return () => {
      for (const element of behind) {
        const left = Number(element.dataset.openModals ?? 1) - 1;
        if (left > 0) {
          element.dataset.openModals = String(left);
        } else {
          delete element.dataset.openModals;
          element.removeAttribute('inert');
        }
      }
    };
  }, [active]);
}
