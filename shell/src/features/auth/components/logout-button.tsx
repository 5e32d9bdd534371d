// Logs out (POST /api/logout), then goes to the home page; the session is asked for again.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, notifyFromError, useAppDispatch } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { useLogoutMutation } from '../api/auth-api';

export function LogoutButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();

  async function onClick() {
    const result = await logout();
    if (result.error) {
      dispatch(notifyFromError(result.error));
      return;
    }
    navigate(paths.home);
  }

  return (
    <Button variant="secondary" busy={isLoading} onClick={onClick} data-testid="logout">
      {t('common:::header::logout')}
    </Button>
  );
}
