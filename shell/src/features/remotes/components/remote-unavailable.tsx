// The error a remote's area shows when the remote cannot be loaded: Danish text and a retry button.
import { useTranslation } from 'react-i18next';
import { Button, Card } from '@opgavetorvet/ui';

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <Card className="remote-error" data-testid="remote-error" role="alert">
        <p>{t('errors:::remote_unavailable')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('common:::remote::retry')}
        </Button>
      </Card>
    </div>
  );
}
