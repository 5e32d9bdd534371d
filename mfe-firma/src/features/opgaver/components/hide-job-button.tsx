// 'Skjul opgaven' on an open job, or 'Vis opgaven igen' on one the company has hidden (listed only
// under 'Vis alle'). The service's reply is shown as a notification; the list is asked again.
import { useTranslation } from 'react-i18next';
import { Button, notifyFromError, notifyFromReply, useAppDispatch } from '@opgavetorvet/ui';
import { useSetJobHiddenMutation } from '../api/hide-jobs-api';

export function HideJobButton({
  jobId,
  headline,
  hidden,
}: {
  jobId: number;
  headline: string;
  hidden: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [setHidden, { isLoading }] = useSetJobHiddenMutation();
  const onClick = async () => {
    const result = await setHidden({ jobId, hidden: !hidden });
    if (result.error) dispatch(notifyFromError(result.error));
    else dispatch(notifyFromReply(result.data));
  };
  const key = hidden ? 'show' : 'hide';
  return (
    <Button
      variant="quiet"
      busy={isLoading}
      onClick={onClick}
      aria-label={t(`firma:::jobs::hidden::${key}_label`, { headline })}
      data-testid={`${key}-job`}
    >
      {t(`firma:::jobs::hidden::${key}`)}
    </Button>
  );
}
