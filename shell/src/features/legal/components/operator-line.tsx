// The operator's name, CVR number and address (GET /api/operatoer) as one line of a legal page
// (issue 32, GDPR art. 13). Nothing while the call is under way or when it fails: the rest of the
// page never waits for it.
import { useTranslation } from 'react-i18next';
import { useOperatorQuery } from '../api/operator-api';

interface OperatorLineProps {
  /** The line's text in the 'legal' namespace: the bare line, or the terms' "run by" sentence. */
  text: 'line' | 'runBy';
}

export function OperatorLine({ text }: OperatorLineProps) {
  const { t } = useTranslation();
  const { data } = useOperatorQuery();
  if (!data) return null;
  return (
    <p className="legal-page__operator" data-testid="operator-line">
      {t(`legal:::operator::${text}`, { name: data.name, cvr: data.cvr, address: data.address })}
    </p>
  );
}
