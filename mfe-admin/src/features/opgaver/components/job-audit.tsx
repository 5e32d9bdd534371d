// The administrators' actions on the job, newest first: what, when, by whom and the reason given.
import { useTranslation } from 'react-i18next';
import type { AdminAuditEntry } from '@opgavetorvet/contracts';
import { formatUnixDateTime } from '@opgavetorvet/ui';

export function JobAudit({ entries }: { entries: AdminAuditEntry[] }) {
  const { t } = useTranslation();
  return (
    <section className="stack">
      <h2 className="section-title">{t('admin:::opgaver::audit')}</h2>
      {entries.length === 0 && <p className="muted">{t('admin:::opgaver::audit_empty')}</p>}
      {entries.length > 0 && (
        <ul className="opgave-audit" data-testid="opgave-audit">
          {entries.map((entry, index) => (
            <li key={`${entry.created_at}-${index}`}>
              <strong>
                {t(`admin:::opgaver::actions::${entry.action.replace('.', '_')}`, {
                  defaultValue: entry.action,
                })}
              </strong>{' '}
              <span className="muted">
                {t('admin:::opgaver::audit_line', {
                  date: formatUnixDateTime(entry.created_at),
                  actor: entry.actor,
                })}
              </span>
              {entry.text && <p className="opgave-audit__text">{entry.text}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
