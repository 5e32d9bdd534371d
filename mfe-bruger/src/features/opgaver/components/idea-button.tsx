// The idea link on a job card: an icon button (a light bulb) that opens or closes the job's block
// in place; its label names the job and aria-expanded tells whether the block is shown. The icon
// has its words beside it ('Hurtigt overblik', the start of the label), not only a tooltip.
import { useTranslation } from 'react-i18next';
import { Button } from '@opgavetorvet/ui';

interface IdeaButtonProps {
  headline: string;
  open: boolean;
  busy: boolean;
  controls: string;
  onToggle: () => void;
}

export function IdeaButton({ headline, open, busy, controls, onToggle }: IdeaButtonProps) {
  const { t } = useTranslation();
  const label = t('bruger:::jobs::idea', { headline });
  return (
    <Button
      variant="quiet"
      className={open ? 'idea-button idea-button--open' : 'idea-button'}
      aria-label={label}
      title={label}
      aria-expanded={open}
      aria-controls={controls}
      busy={busy}
      onClick={onToggle}
      data-testid="idea-button"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M9 18h6m-5 3h4M12 3a6 6 0 0 0-3.6 10.8c.6.5 1.1 1.3 1.1 2.2h5c0-.9.5-1.7 1.1-2.2A6 6 0 0 0 12 3Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="idea-button__text" aria-hidden="true">
        {t('bruger:::jobs::idea_short')}
      </span>
    </Button>
  );
}
