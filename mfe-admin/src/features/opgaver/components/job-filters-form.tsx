// The job list's filters: words (headline, description, customer's name), state, category, region
// and the days created from and to. 'Søg' puts them in the address (page 1); 'Nulstil' clears them.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_JOB_STATES } from '@opgavetorvet/contracts';
import { Button, TextField } from '@opgavetorvet/ui';
import { useAdminJobFiltersQuery } from '../api/opgaver-api';
import { NO_FILTERS, type FilterValues } from '../lib/job-filters';
import { SelectField } from './select-field';

export function JobFiltersForm({
  initial,
  onSearch,
}: {
  initial: FilterValues;
  onSearch: (values: FilterValues) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const { data: choices } = useAdminJobFiltersQuery();
  const set = (key: keyof FilterValues) => (value: string) => setValues((now) => ({ ...now, [key]: value }));
  const named = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(values);
  };
  const reset = () => {
    setValues(NO_FILTERS);
    onSearch(NO_FILTERS);
  };

  return (
    <form
      className="opgaver-filters"
      role="search"
      aria-label={t('admin:::opgaver::filters_label')}
      onSubmit={submit}
      data-testid="opgaver-filters"
    >
      <TextField
        className="opgaver-filters__q"
        label={t('admin:::opgaver::q')}
        placeholder={t('admin:::opgaver::q_placeholder')}
        type="search"
        value={values.q}
        onChange={(event) => set('q')(event.target.value)}
      />
      <SelectField
        label={t('admin:::opgaver::state')}
        allLabel={t('admin:::opgaver::all')}
        value={values.state}
        choices={ADMIN_JOB_STATES.map((state) => ({
          value: state,
          label: t(`admin:::opgaver::states::${state}`),
        }))}
        onChange={set('state')}
      />
      <SelectField
        label={t('admin:::opgaver::category')}
        allLabel={t('admin:::opgaver::all')}
        value={values.category}
        choices={named(choices?.categories)}
        onChange={set('category')}
      />
      <SelectField
        label={t('admin:::opgaver::region')}
        allLabel={t('admin:::opgaver::all')}
        value={values.region}
        choices={named(choices?.regions)}
        onChange={set('region')}
      />
      <TextField
        type="date"
        label={t('admin:::opgaver::from')}
        value={values.from}
        onChange={(event) => set('from')(event.target.value)}
      />
      <TextField
        type="date"
        label={t('admin:::opgaver::to')}
        min={values.from || undefined}
        value={values.to}
        onChange={(event) => set('to')(event.target.value)}
      />
      <div className="form-actions opgaver-filters__actions">
        <Button type="submit">{t('admin:::opgaver::search')}</Button>
        <Button variant="secondary" onClick={reset}>
          {t('admin:::opgaver::reset')}
        </Button>
      </div>
    </form>
  );
}
