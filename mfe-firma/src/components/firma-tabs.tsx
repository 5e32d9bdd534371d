// The company portal's tabs: open jobs, won jobs, company info, messages, statistics. On a narrow
// screen they wrap onto a second row (firma-tabs.css), so none is cut off.
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import './firma-tabs.css';

const tabs = [
  { to: paths.opgaver, key: 'opgaver', end: true },
  { to: paths.vundne, key: 'vundne', end: false },
  { to: paths.oplysninger, key: 'oplysninger', end: true },
  { to: paths.beskeder, key: 'beskeder', end: true },
  { to: paths.statistik, key: 'statistik', end: true },
] as const;

export function FirmaTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('firma:::tabs::label')}>
      <ul className="tabs firma-tabs">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink to={tab.to} end={tab.end}>
              {t(`firma:::tabs::${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
