// The start checklist on /firma/opgaver (issue 31, "Kom godt i gang"): what a new company should set
// up, each item ticked when done and linking to its section of /firma/oplysninger, with how many
// are done and 'Skjul'. Its own chunk, loaded only while an item is still to do (its styles are the
// page's: the service's first screen draws it too).
import type { StartChecklistItem, StartChecklistReply } from '@opgavetorvet/contracts';
import { Button } from '@opgavetorvet/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { oplysningerSections } from '../../../config/oplysninger-sections';
import { paths } from '../../../config/paths';

/** Each item's place, in the order the checklist shows them. */
const PLACES: Record<StartChecklistItem, string> = {
  categories: oplysningerSections.categories,
  regions: oplysningerSections.regions,
  description: oplysningerSections.profile,
  logo: oplysningerSections.logo,
  opening_times: oplysningerSections.openingTimes,
  notifications: oplysningerSections.notifyPhone,
};

export function StartChecklist({
  items,
  onHide,
}: {
  items: StartChecklistReply['items'];
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const order = Object.keys(PLACES) as StartChecklistItem[];
  const done = order.filter((item) => items[item]).length;
  return (
    <aside className="start-checklist" aria-labelledby="start-checklist-title" data-testid="start-checklist">
      <div className="start-checklist__head">
        <h2 id="start-checklist-title" className="card__title">
          {t('firma:::start::title')}
        </h2>
        <Button variant="quiet" onClick={onHide} aria-label={t('firma:::start::hide_label')}>
          {t('firma:::start::hide')}
        </Button>
      </div>
      <p className="muted">
        {t('firma:::start::intro')} {t('firma:::start::progress', { done, count: order.length })}
      </p>
      <ul className="start-checklist__items">
        {order.map((item) => (
          <li key={item} className={items[item] ? 'is-done' : undefined} data-testid={`start-item-${item}`}>
            <span className="start-checklist__mark" aria-hidden="true">
              {items[item] ? '✓' : ''}
            </span>
            <Link to={`${paths.oplysninger}#${PLACES[item]}`}>{t(`firma:::start::items::${item}`)}</Link>
            <span className="visually-hidden">
              {items[item] ? t('firma:::start::done') : t('firma:::start::todo')}
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
