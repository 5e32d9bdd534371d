// A short confirmation beside the button that saved (SPEC §9: the success flash hides after 2 s);
// saving again while it shows starts its 2 s again.
import { useEffect, useRef, useState } from 'react';

export const SUCCESS_FLASH_MS = 2000;

export function useSuccessFlash(): { shown: boolean; flash: () => void } {
  const [shown, setShown] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    const pending = timer;
    return () => window.clearTimeout(pending.current);
  }, []);
  const flash = () => {
    window.clearTimeout(timer.current);
    setShown(true);
    timer.current = window.setTimeout(() => setShown(false), SUCCESS_FLASH_MS);
  };
  return { shown, flash };
}
