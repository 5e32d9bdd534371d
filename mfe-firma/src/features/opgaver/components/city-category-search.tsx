// The filter's search-as-you-type helper: after 300 ms (SPEC §9's typeahead delay) and from two
// characters, /firma/search_city_category suggests cities by zip or name and categories. The
// service's list is shown as it is; picking a city filters by its zip, picking a category filters
// by that category. Select-box texts of SPEC §8: 'Søger', 'Resultaterne kunne ikke hentes' (and the
// service's own 'Ingen resultater fundet').
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerHtml, useDebouncedValue } from '@opgavetorvet/ui';
import { useSearchCityCategoryQuery } from '../api/job-filter-api';

export const SUGGEST_DELAY_MS = 300;
export const SUGGEST_MIN_CHARS = 2;

interface CityCategorySearchProps {
  onCity: (zip: string) => void;
  onCategory: (categoryId: number) => void;
}

export function CityCategorySearch({ onCity, onCategory }: CityCategorySearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const ready = settled.length >= SUGGEST_MIN_CHARS && settled === text.trim();
  const {
    data: html,
    isFetching,
    isError,
  } = useSearchCityCategoryQuery({ find_text: settled }, { skip: !ready });
  const listRef = useRef<HTMLDivElement>(null);

  // The service's items become buttons for the keyboard as well as the mouse.
  useEffect(() => {
    listRef.current?.querySelectorAll('li[data-kind]').forEach((item) => {
      item.setAttribute('role', 'button');
      item.setAttribute('tabindex', '0');
    });
  }, [html, ready, isFetching]);

  const pick = (target: EventTarget) => {
    const item = target instanceof Element ? target.closest('li[data-kind]') : null;
    if (!item) return;
    const zip = item.getAttribute('data-zip');
    const categoryId = Number(item.getAttribute('data-category-id'));
    setText('');
    if (item.getAttribute('data-kind') === 'city' && zip) onCity(zip);
    else if (Number.isInteger(categoryId) && categoryId > 0) onCategory(categoryId);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(event.target);
    }
  };

  const status = !ready ? null : isFetching ? 'searching' : isError ? 'failed' : null;
  return (
    <div className="suggest">
      <label className="field__label" htmlFor="city-category-search">
        {t('firma:::opgaver_extra::filter::label')}
      </label>
      <input
        id="city-category-search"
        className="field__input"
        type="search"
        autoComplete="off"
        maxLength={100}
        placeholder={t('firma:::opgaver_extra::filter::placeholder')}
        value={text}
        aria-describedby="city-category-status"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && setText('')}
      />
      <p id="city-category-status" className="suggest__status muted" role="status">
        {status === 'searching' && t('errors:::select_searching')}
        {status === 'failed' && t('errors:::select_load_failed')}
      </p>
      {ready && !isFetching && !isError && html && (
        <ServerHtml
          ref={listRef}
          className="suggest__list server-html"
          data-testid="city-category-suggestions"
          html={html}
          onClick={(event: MouseEvent<HTMLDivElement>) => pick(event.target)}
          onKeyDown={onKeyDown}
        />
      )}
    </div>
  );
}
