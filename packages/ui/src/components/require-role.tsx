// Guards a portal page: shows it only to the right role, otherwise a Danish "log in as …" message.
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@opgavetorvet/contracts';
import { useSessionUser } from '../session/use-session-user';
import { loginPromptOpened } from '../session/login-prompt-slice';
import { useAppDispatch } from '../store/hooks';
import { Button } from './button';
import { Card } from './card';
import { Spinner } from './spinner';

export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const session = useSessionUser();
  // The session's answer is a store update, which React renders at once and in one piece; from the
  // deferred copies the page mounts as a transition, in slices (issue 13, total blocking time).
  const user = useDeferredValue(session.user);
  const isLoading = useDeferredValue(session.isLoading);
  if (isLoading) return <Spinner />;
  if (user?.role === role) return <>{children}</>;
  const roleName = t(`common:::roles::${role}`);
  return (
    <Card className="role-required" data-testid="role-required">
      <h1 className="page-title">{t('common:::role_required::title', { role: roleName })}</h1>
      <p>
        {user
          ? t('common:::role_required::wrong_role', {
              role: roleName,
              current: t(`common:::roles::${user.role}`),
            })
          : t('common:::role_required::logged_out', { role: roleName })}
      </p>
      {!user && <Button onClick={() => dispatch(loginPromptOpened())}>{t('common:::header::login')}</Button>}
    </Card>
  );
}
