// The recovery codes, shown once when the second factor is set up, with the way on.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function RecoveryCodeList({ codes, next }: { codes: readonly string[]; next: string }) {
  const { t } = useTranslation();
  return (
    <div className="stack" data-testid="recovery-codes">
      <h2 className="section-title">{t('admin:::totp::codes_title')}</h2>
      <p>{t('admin:::totp::codes_lead')}</p>
      <ul className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <p>
        <Link className="btn btn--primary" to={next}>
          {t('admin:::totp::continue')}
        </Link>
      </p>
    </div>
  );
}
