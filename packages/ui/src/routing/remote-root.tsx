// The root element of everything a remote shows, marked data-remote="<its name>" and laid out as a page.
// Its pages may be lazy (lazyPage): they are loaded inside it, below the marked element.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSuspense } from './lazy-page';

export type RemoteDomName = 'mfe-bruger' | 'mfe-firma' | 'mfe-admin';

export function RemoteRoot({ name, children }: { name: RemoteDomName; children?: ReactNode }) {
  return (
    <div className="container page" data-remote={name}>
      <PageSuspense>{children ?? <Outlet />}</PageSuspense>
    </div>
  );
}
