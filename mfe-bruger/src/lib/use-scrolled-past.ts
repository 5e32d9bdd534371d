// True while the window is scrolled further down than `threshold` px (SPEC §9's scroll thresholds:
// 132 px, 66 px on a phone, and 270 px for the company profile's bar).
import { useEffect, useState } from 'react';

export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > threshold);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [threshold]);
  return past;
}
