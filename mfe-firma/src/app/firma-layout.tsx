// The company portal's frame: only for a logged-in company; tabs above the page, and the company
// sidebar (bookings, profile, account; SPEC §2) beside it — above it on a narrow screen.
import { Outlet } from 'react-router-dom';
import { PageSuspense, RemoteRoot, RequireRole } from '@opgavetorvet/ui';
import { FirmaSidebar } from '../features/bookings/components/firma-sidebar';
import '../features/bookings/bookings.css';
import { FirmaTabs } from '../components/firma-tabs';

export function FirmaLayout() {
  return (
    <RemoteRoot name="mfe-firma">
      <RequireRole role="company">
        <FirmaTabs />
        <div className="firma-frame">
          <FirmaSidebar />
          <div className="firma-frame__main">
            <PageSuspense>
              <Outlet />
            </PageSuspense>
          </div>
        </div>
      </RequireRole>
    </RemoteRoot>
  );
}
