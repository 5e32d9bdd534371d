// The home page's category search: typeahead of up to 10 categories, arrow keys and click to choose,
// Enter acts after 300 ms (SPEC §9) and leads to the suggestion's create-job link. Autofocused on
// desktop (wider than 1024 px) only, so phones do not open the keyboard on arrival. The word searched
// is remembered for a day (searh_word) and stands in the box when the home page opens again.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CategorySuggestion } from '@opgavetorvet/contracts';
import { Button } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { safeLocalPath } from '../../../lib/safe-path';
import { useCategorySuggestions } from '../hooks/use-category-suggestions';
import { rememberSearchWord, rememberedSearchWord } from '../lib/search-word-cookie';
import { SuggestionList, optionId } from './suggestion-list';

export const ENTER_DELAY_MS = 300;
export const DESKTOP_MIN_WIDTH = 1024;

export function CategorySearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const enterTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [text, setText] = useState(rememberedSearchWord);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [open, setOpen] = useState(false);
  const suggestions = useCategorySuggestions(text);
  const active = activeIndex < suggestions.length ? activeIndex : -1;
  const latest = useRef({ suggestions, active, text });

  useEffect(() => {
    latest.current = { suggestions, active, text };
  });
  useEffect(() => {
    if (window.innerWidth > DESKTOP_MIN_WIDTH) inputRef.current?.focus();
    return () => clearTimeout(enterTimer.current);
  }, []);

  function choose(suggestion: CategorySuggestion) {
    const typed = latest.current.text.trim();
    if (typed !== '') rememberSearchWord(typed);
    const path = safeLocalPath(suggestion.link);
    if (path) navigate(path);
  }

  function act() {
    const { suggestions: list, active: index, text: typed } = latest.current;
    const chosen = list[index] ?? list[0];
    if (chosen) choose(chosen);
    else if (typed.trim() !== '') {
      rememberSearchWord(typed.trim());
      navigate(`${paths.createJob}?search=${encodeURIComponent(typed.trim())}`);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const last = suggestions.length - 1;
      setActiveIndex(Math.max(-1, Math.min(last, active + step)));
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      clearTimeout(enterTimer.current);
      enterTimer.current = setTimeout(act, ENTER_DELAY_MS);
    }
  }

  const expanded = open && suggestions.length > 0;
  return (
    <form className="category-search" role="search" onSubmit={(event) => event.preventDefault()}>
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        {t('home:::search::label')}
      </label>
      <div className="category-search__box">
        <input
          ref={inputRef}
          id={`${listId}-input`}
          className="category-search__input"
          data-testid="category-search"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
          placeholder={t('home:::search::placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActiveIndex(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
        <Button type="button" className="category-search__button" onClick={act}>
          {t('home:::search::submit')}
        </Button>
      </div>
      {expanded && (
        <SuggestionList
          id={listId}
          suggestions={suggestions}
          activeIndex={active}
          onChoose={choose}
          label={t('home:::search::suggestions')}
        />
      )}
    </form>
  );
}
