// The root element of everything a remote shows, marked data-remote="<its name>" and laid out as a page.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

export type RemoteDomName = 'mfe-bruger' | 'mfe-firma' | 'mfe-admin';

export function RemoteRoot({ name, children }: { name: RemoteDomName; children?: ReactNode }) {
  return (
    <div className="container page" data-remote={name}>
      {children ?? <Outlet />}
    </div>
  );
}
