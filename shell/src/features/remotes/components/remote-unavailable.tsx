// The error a remote's area shows when the remote cannot be loaded: Danish text and a retry button.
// When the remote needs a shared library version the shell does not have, the text says so.
import { useTranslation } from 'react-i18next';
import { Button, Card } from '@opgavetorvet/ui';
import type { RemoteFailure } from '../lib/load-error';

const texts = {
  unavailable: 'errors:::remote_unavailable',
  version_mismatch: 'errors:::remote_version_mismatch',
} as const;

export function RemoteUnavailable({
  failure = 'unavailable',
  onRetry,
}: {
  failure?: RemoteFailure;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <Card className="remote-error" data-testid="remote-error" data-failure={failure} role="alert">
        <p>{t(texts[failure])}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('common:::remote::retry')}
        </Button>
      </Card>
    </div>
  );
}
