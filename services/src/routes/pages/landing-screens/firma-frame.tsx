// The company portal's frame around /firma/opgaver's first screen: the tabs (mfe-firma
// firma-tabs.tsx) and the sidebar with its entries closed (bookings firma-sidebar.tsx), as the
// portal draws them before anything is opened. Inert in the picture: its buttons are looks.
import type { ReactNode } from 'react';
import { PAGES } from '@opgavetorvet/contracts';
import type { T } from './translate.js';

/** The company portal's tabs (mfe-firma firma-tabs.tsx), the open jobs' tab current. */
function FirmaTabsLook({ t }: { t: T }) {
  const tabs = [
    [PAGES.firmaOpgaver, 'opgaver'],
    [PAGES.firmaVundne, 'vundne'],
    [PAGES.firmaOplysninger, 'oplysninger'],
    [PAGES.firmaBeskeder, 'beskeder'],
  ] as const;
  return (
    <nav aria-label={t('firma:::tabs::label')}>
      <ul className="tabs">
        {tabs.map(([href, key]) => (
          <li key={key}>
            <a href={href} className={key === 'opgaver' ? 'active' : undefined}>
              {t(`firma:::tabs::${key}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FirmaSidebarLook({ t }: { t: T }) {
  const entries = ['bookings', 'profile', 'account'] as const;
  return (
    <aside
      className="firma-sidebar"
      aria-label={t('firma:::bookings::sidebar::label')}
      data-phone-open="false"
    >
      <button type="button" className="firma-sidebar__phone-toggle" aria-expanded="false">
        <span>{t('firma:::bookings::sidebar::phone_toggle')}</span>
        <span className="sidebar-entry__chevron" aria-hidden="true" />
      </button>
      <ul className="sidebar-menu">
        {entries.map((key) => (
          <li key={key} className="sidebar-entry">
            <button type="button" className="sidebar-entry__toggle" aria-expanded="false">
              <span>{t(`firma:::bookings::sidebar::${key}`)}</span>
              <span className="sidebar-entry__chevron" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** The portal's tabs and sidebar around a page of it. */
export function FirmaFrameLook({ t, children }: { t: T; children: ReactNode }) {
  return (
    <>
      <FirmaTabsLook t={t} />
      <div className="firma-frame">
        <FirmaSidebarLook t={t} />
        <div className="firma-frame__main">{children}</div>
      </div>
    </>
  );
}
