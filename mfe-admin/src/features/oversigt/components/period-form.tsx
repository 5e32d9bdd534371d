// The dashboard's period chooser: the first and the last day (both included) and 'Vis', or one of
// the quick choices (the last 7, 30, 90 or 365 days; the chosen one is marked pressed). Either puts
// the period in the address; the page reads it from there.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_DASHBOARD_PRESETS, type AdminDashboardQuery } from '@opgavetorvet/contracts';
import { Button, TextField } from '@opgavetorvet/ui';
import { isLastDays, lastDays } from '../lib/period';

export function PeriodForm({
  period,
  onChoose,
}: {
  period: AdminDashboardQuery;
  onChoose: (period: AdminDashboardQuery) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(period);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChoose(values);
  };
  return (
    <form
      className="oversigt-period"
      aria-label={t('admin:::oversigt::period::label')}
      onSubmit={submit}
      data-testid="oversigt-period"
    >
      <div
        className="oversigt-period__presets"
        role="group"
        aria-label={t('admin:::oversigt::period::presets')}
      >
        {ADMIN_DASHBOARD_PRESETS.map((days) => (
          <Button
            key={days}
            type="button"
            variant="secondary"
            aria-pressed={isLastDays(period, days)}
            onClick={() => onChoose(lastDays(days))}
          >
            {t('admin:::oversigt::period::last', { count: days })}
          </Button>
        ))}
      </div>
      <div className="oversigt-period__days">
        <TextField
          type="date"
          required
          label={t('admin:::oversigt::period::from')}
          value={values.fra}
          onChange={(event) => setValues((now) => ({ ...now, fra: event.target.value }))}
        />
        <TextField
          type="date"
          required
          label={t('admin:::oversigt::period::to')}
          value={values.til}
          onChange={(event) => setValues((now) => ({ ...now, til: event.target.value }))}
        />
        <Button type="submit">{t('admin:::oversigt::period::show')}</Button>
      </div>
    </form>
  );
}
