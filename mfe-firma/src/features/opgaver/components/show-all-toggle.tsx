// The 'Vis alle' switch above the open jobs: shows the jobs the company has hidden too, and says how
// many of the jobs found are hidden.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function ShowAllToggle({
  checked,
  hiddenCount,
  onChange,
}: {
  checked: boolean;
  hiddenCount: number;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <label className="show-all-toggle" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid="show-all-jobs"
      />
      <span>
        {hiddenCount > 0
          ? t('firma:::jobs::hidden::show_all', { count: hiddenCount })
          : t('firma:::jobs::hidden::show_all_none')}
      </span>
    </label>
  );
}
