// A loading indicator with a spoken label, used as the Suspense fallback and while data loads.
import { useTranslation } from 'react-i18next';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common:::loading')}</span>
    </div>
  );
}
