// /admin/administratorer (issue 33): the administrators, whether each has set up the second factor
// and who invited whom, which is the caller's own and which are deactivated, the actions on another
// (administrator-actions.tsx), the invitation of a new one, and a link to the caller's own second factor.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Card, PageTitle, Spinner, formatUnixDateTime } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { useAdministratorsQuery } from '../api/admin-accounts-api';
import { AdministratorActions } from './administrator-actions';
import { InviteForm } from './invite-form';

const factorTone = { set_up: 'success', password_only: 'warning', missing: 'neutral' } as const;

export function AdministratorsPage() {
  const { t } = useTranslation();
  const { data, isLoading, refetch } = useAdministratorsQuery();
  return (
    <section className="stack" data-testid="admin-administratorer">
      <PageTitle text={t('admin:::administratorer::title')} />
      <p className="muted">{t('admin:::administratorer::lead')}</p>
      <p>
        <Link to={paths.totp}>{t('admin:::administratorer::own_factor')}</Link>
      </p>
      {isLoading ? (
        <Spinner />
      ) : (
        <ul className="stack admin-list" aria-label={t('admin:::administratorer::title')}>
          {(data?.administrators ?? []).map((admin) => (
            <li key={admin.id}>
              <Card className="stack" data-testid="administrator">
                <h2 className="section-title">{admin.name}</h2>
                <p>{admin.email}</p>
                <p className="admin-badges">
                  {admin.you && <Badge tone="info">{t('admin:::administratorer::you')}</Badge>}
                  {!admin.active && <Badge tone="danger">{t('admin:::administratorer::deactivated')}</Badge>}
                  <Badge tone={factorTone[admin.second_factor]}>
                    {t(`admin:::administratorer::factor_${admin.second_factor}`)}
                  </Badge>
                </p>
                {admin.invited_by && (
                  <p className="muted">
                    {t('admin:::administratorer::invited_by', { name: admin.invited_by })}
                  </p>
                )}
                <p className="muted">
                  {admin.invitation_pending
                    ? t('admin:::administratorer::pending')
                    : admin.last_login_at
                      ? t('admin:::administratorer::last_login', {
                          date: formatUnixDateTime(admin.last_login_at),
                        })
                      : t('admin:::administratorer::never')}
                </p>
                <AdministratorActions admin={admin} onDone={() => void refetch()} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Card>
        <InviteForm onInvited={() => void refetch()} />
      </Card>
    </section>
  );
}
