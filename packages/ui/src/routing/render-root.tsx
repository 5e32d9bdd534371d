// Every front end's start: its React tree in index.html's #root, in StrictMode.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export function renderIntoRoot(app: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing in index.html');
  createRoot(container).render(<StrictMode>{app}</StrictMode>);
}
