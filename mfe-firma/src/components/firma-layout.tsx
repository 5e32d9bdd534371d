// The company portal's frame: only for a logged-in company; tabs above the page.
import { Outlet } from 'react-router-dom';
import { RemoteRoot, RequireRole } from '@opgavetorvet/ui';
import { FirmaTabs } from './firma-tabs';

export function FirmaLayout() {
  return (
    <RemoteRoot name="mfe-firma">
      <RequireRole role="company">
        <FirmaTabs />
        <Outlet />
      </RequireRole>
    </RemoteRoot>
  );
}
