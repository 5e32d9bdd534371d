// The company sidebar (SPEC §2): the bookings entry toggles the booking list and its search box
// (opening starts again at page 1; closing hides both); the profile and account entries toggle
// their sub-lists. A /bookings/{id} address opens the list with that booking marked active.
// On a phone (≤ 979 px) the whole sidebar sits behind its own button (issue 10), closed at start,
// so the page begins right under the tabs.
import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { Spinner } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { useActiveBooking } from '../hooks/use-active-booking';

// The list, its search and the calendar are loaded when the bookings entry is first opened.
const BookingsPanel = lazy(() =>
  import('./bookings-panel').then((module) => ({ default: module.BookingsPanel })),
);

/** The sub-lists of the profile and account entries: pages of the company portal. */
const subLists = {
  profile: [
    { to: paths.oplysninger, key: 'info' },
    { to: paths.anmeldelser, key: 'reviews' },
  ],
  account: [
    { to: paths.konto, key: 'konto' },
    { to: paths.abonnement, key: 'subscription' },
    { to: paths.beskeder, key: 'messages' },
    { to: paths.hjaelp, key: 'help' },
  ],
} as const;

function SidebarEntry({
  label,
  open,
  onToggle,
  controls,
  testId,
  children,
}: {
  label: string;
  open: boolean;
  onToggle: () => void;
  controls: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li className={`sidebar-entry${open ? ' sidebar-entry--open' : ''}`}>
      <button
        type="button"
        className="sidebar-entry__toggle"
        aria-expanded={open}
        aria-controls={open ? controls : undefined}
        onClick={onToggle}
        data-testid={testId}
      >
        <span>{label}</span>
        <span className="sidebar-entry__chevron" aria-hidden="true" />
      </button>
      {open && children}
    </li>
  );
}

export function FirmaSidebar() {
  const { t } = useTranslation();
  const activeId = useActiveBooking();
  const [bookingsOpen, setBookingsOpen] = useState(activeId !== null);
  const [profileOpen, setProfileOpen] = useState(false);
  // On one of the account's own pages (e.g. /firma/konto) the account entry starts open.
  const { pathname } = useLocation();
  const [accountOpen, setAccountOpen] = useState(() =>
    subLists.account.some((entry) => pathname.startsWith(entry.to)),
  );
  const ids = { bookings: useId(), profile: useId(), account: useId(), menu: useId() };
  const [phoneOpen, setPhoneOpen] = useState(false);

  const subList = (id: string, entries: readonly { to: string; key: string }[]) => (
    <ul className="sidebar-sub" id={id}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <NavLink to={entry.to} end>
            {t(`firma:::bookings::sidebar::links::${entry.key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );

  return (
    <aside
      className="firma-sidebar"
      aria-label={t('firma:::bookings::sidebar::label')}
      data-testid="firma-sidebar"
      data-phone-open={phoneOpen}
    >
      <button
        type="button"
        className="firma-sidebar__phone-toggle"
        aria-expanded={phoneOpen}
        aria-controls={ids.menu}
        onClick={() => setPhoneOpen((open) => !open)}
        data-testid="sidebar-phone-toggle"
      >
        <span>{t('firma:::bookings::sidebar::phone_toggle')}</span>
        <span className="sidebar-entry__chevron" aria-hidden="true" />
      </button>
      <ul className="sidebar-menu" id={ids.menu}>
        <SidebarEntry
          label={t('firma:::bookings::sidebar::bookings')}
          open={bookingsOpen}
          onToggle={() => setBookingsOpen((open) => !open)}
          controls={ids.bookings}
          testId="sidebar-bookings"
        >
          <Suspense fallback={<Spinner />}>
            <BookingsPanel id={ids.bookings} activeId={activeId} />
          </Suspense>
        </SidebarEntry>
        <SidebarEntry
          label={t('firma:::bookings::sidebar::profile')}
          open={profileOpen}
          onToggle={() => setProfileOpen((open) => !open)}
          controls={ids.profile}
          testId="sidebar-profile"
        >
          {subList(ids.profile, subLists.profile)}
        </SidebarEntry>
        <SidebarEntry
          label={t('firma:::bookings::sidebar::account')}
          open={accountOpen}
          onToggle={() => setAccountOpen((open) => !open)}
          controls={ids.account}
          testId="sidebar-account"
        >
          {subList(ids.account, subLists.account)}
        </SidebarEntry>
      </ul>
    </aside>
  );
}
