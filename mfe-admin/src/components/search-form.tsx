// The administrator's search line above a list (companies, customers): one search field and its
// button, texts under the page's own key (`texts`::search_label, ::search_placeholder, ::search).
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@opgavetorvet/ui';

interface SearchFormProps {
  /** The key the page's texts are under, e.g. 'admin:::kunder'. */
  texts: string;
  className: string;
  value: string;
  onChange: (value: string) => void;
  /** The trimmed text, when the form is sent. */
  onSearch: (text: string) => void;
}

export function SearchForm({ texts, className, value, onChange, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form className={className} role="search" onSubmit={submit}>
      <TextField
        label={t(`${texts}::search_label`)}
        placeholder={t(`${texts}::search_placeholder`)}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button type="submit">{t(`${texts}::search`)}</Button>
    </form>
  );
}
