// The search box above the open jobs: searching starts again on page 1.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@opgavetorvet/ui';

export function JobSearchForm({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  // The box follows the search in the URL (back/forward) without an effect's extra render.
  if (search !== shownSearch) {
    setShownSearch(search);
    setText(search);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form className="inline-search" role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="open-jobs-search">
        {t('firma:::jobs::search_label')}
      </label>
      <input
        id="open-jobs-search"
        className="field__input"
        type="search"
        data-testid="open-jobs-search"
        placeholder={t('firma:::jobs::search_placeholder')}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">{t('firma:::jobs::search_submit')}</Button>
    </form>
  );
}
