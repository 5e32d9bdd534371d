// 'Skjul opgaven' on a finished won job, or 'Vis opgaven igen' on one the company hid (listed only
// while 'Vis skjulte' is on): kept in the hiddenfinaljob cookie (SPEC §3/§9).
import { useTranslation } from 'react-i18next';
import { Button } from '@opgavetorvet/ui';

interface HideFinalJobButtonProps {
  headline: string;
  hidden: boolean;
  onChange: (hide: boolean) => void;
}

export function HideFinalJobButton({ headline, hidden, onChange }: HideFinalJobButtonProps) {
  const { t } = useTranslation();
  const key = hidden ? 'show' : 'hide';
  return (
    <Button
      variant="quiet"
      onClick={() => onChange(!hidden)}
      aria-label={t(`firma:::vundne::hidden::${key}_label`, { headline })}
      data-testid={`${key}-final-job`}
    >
      {t(`firma:::vundne::hidden::${key}`)}
    </Button>
  );
}
