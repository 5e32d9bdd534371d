// The pager of a paged html list (the open jobs of /ajax/firma/findopgaver, the won-jobs tab of
// /firma/vundne_tab2): previous, "Side X af Y", next, in the UI kit's pager classes (the look of
// its Pager component). Each button carries the page it goes to in data-page; nothing is drawn
// when everything fits on one page.
import type { Translate } from './translator.js';

export function HtmlPager({ page, pages, t }: { page: number; pages: number; t: Translate }) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('fragments-firma:::jobs::pager')}>
      {page > 1 ? (
        <button type="button" className="btn btn--secondary" data-page={page - 1}>
          {t('fragments-firma:::jobs::previous')}
        </button>
      ) : null}
      <span className="pager__status">{t('fragments-firma:::jobs::page_of', { page, pages })}</span>
      {page < pages ? (
        <button type="button" className="btn btn--secondary" data-page={page + 1}>
          {t('fragments-firma:::jobs::next')}
        </button>
      ) : null}
    </nav>
  );
}
