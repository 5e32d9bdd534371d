// The banner telling customers that companies are online now; hidden at night (1–6 o'clock).
import { useTranslation } from 'react-i18next';
import { useCompaniesOnline } from '../hooks/use-companies-online';

export interface OnlineBannerProps {
  now?: () => Date;
}

export function OnlineBanner({ now }: OnlineBannerProps) {
  const { t } = useTranslation();
  const online = useCompaniesOnline(now);
  if (!online) return null;
  return (
    <p className="online-banner" data-testid="online-banner">
      <span className="online-banner__dot" aria-hidden="true" />
      {t('home:::online_banner')}
    </p>
  );
}
