// The administrators' actions on the customer (block, unblock, data export, erasure), newest first:
// what, when, who, and the reason they gave.
import { useTranslation } from 'react-i18next';
import type { AdminAuditEntry } from '@opgavetorvet/contracts';
import { formatUnixDateTime } from '@opgavetorvet/ui';

export function CustomerAudit({ entries }: { entries: readonly AdminAuditEntry[] }) {
  const { t } = useTranslation();
  return (
    <section className="stack kunder-section">
      <h2 className="section-title">{t('admin:::kunder::audit')}</h2>
      {entries.length === 0 ? (
        <p className="muted">{t('admin:::kunder::audit_empty')}</p>
      ) : (
        <ol className="kunder-list" data-testid="kunde-audit">
          {entries.map((entry, index) => (
            <li key={`${entry.created_at}-${index}`}>
              <strong>
                {t(`admin:::kunder::actions::${entry.action.replace('.', '_')}`, {
                  defaultValue: entry.action,
                })}
              </strong>
              <span className="muted kunder-list__meta">
                {t('admin:::kunder::audit_line', {
                  date: formatUnixDateTime(entry.created_at),
                  actor: entry.actor,
                })}
              </span>
              {entry.text && <span className="kunder-list__text">{entry.text}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
