// Every front end's start: its React tree in index.html's #root, in StrictMode. The first render is
// a transition, so React renders it in slices of a few milliseconds and the browser keeps its turn
// while the page mounts, instead of one long task (issue 13: total blocking time).
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export function renderIntoRoot(app: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing in index.html');
  const root = createRoot(container);
  startTransition(() => root.render(<StrictMode>{app}</StrictMode>));
}
