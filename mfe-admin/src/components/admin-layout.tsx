// The administrator's frame: only for a logged-in administrator.
import { Outlet } from 'react-router-dom';
import { RemoteRoot, RequireRole } from '@opgavetorvet/ui';

export function AdminLayout() {
  return (
    <RemoteRoot name="mfe-admin">
      <RequireRole role="admin">
        <Outlet />
      </RequireRole>
    </RemoteRoot>
  );
}
