// The explanation of 'lukopgave' (SPEC §2 modals): what closing a job means for the customer.
import { useTranslation } from 'react-i18next';

const POINTS = ['0', '1', '2'] as const;

export function LukopgaveExplanation() {
  const { t } = useTranslation();
  return (
    <ul className="close-job__points">
      {POINTS.map((point) => (
        <li key={point}>{t(`bruger:::close_job::explain_points::${point}`)}</li>
      ))}
    </ul>
  );
}
