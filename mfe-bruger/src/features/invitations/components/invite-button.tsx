// 'Invitér' for one company on the customer's open job (/bruger/invite_company_by_email). SPEC §4/§7:
// the reply's response and message are shown, and an invited company's button reads 'Invited deals'
// ('Inviteret til tilbud') and stays disabled; a refused invitation (e.g. the limit) re-enables the button after 3 s (§9).
// Once the job has no invitations left, the buttons of companies not invited stay disabled.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InviteRefusedReply } from '@opgavetorvet/contracts';
import { Button, replyOfError, serverTextOfError } from '@opgavetorvet/ui';
import { useInviteCompanyMutation } from '../api/invitations-api';

/** SPEC §9: the button comes back this long after a refused invitation. */
export const INVITE_RETRY_MS = 3000;

interface Answer {
  response: 'success' | 'error';
  message: string;
}

function refusalOf(error: unknown, fallback: string): Answer {
  const reply = replyOfError(error) as Partial<InviteRefusedReply> | undefined;
  return { response: 'error', message: reply?.message || serverTextOfError(error) || fallback };
}

interface InviteButtonProps {
  jobId: number;
  companyId: number;
  invited: boolean;
  /** No invitations are left on the job: a company not invited cannot be (issue 10 #7). */
  noneLeft?: boolean;
  /** The id of the text that says why the button is disabled. */
  describedBy?: string;
  /** Told of each answer, so the list can disable the others' buttons when none are left. */
  onAnswer?: (response: Answer['response']) => void;
}

export function InviteButton({
  jobId,
  companyId,
  invited,
  noneLeft = false,
  describedBy,
  onAnswer,
}: InviteButtonProps) {
  const { t } = useTranslation();
  const [invite, { isLoading }] = useInviteCompanyMutation();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [waiting, setWaiting] = useState(false);
  const done = invited || answer?.response === 'success';

  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setTimeout(() => setWaiting(false), INVITE_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  const onClick = async () => {
    setAnswer(null);
    const result = await invite({ company_id: companyId, job_id: jobId });
    if ('error' in result) {
      setAnswer(refusalOf(result.error, t('errors:::internal')));
      setWaiting(true);
      onAnswer?.('error');
    } else {
      setAnswer({ response: result.data.response, message: result.data.message });
      onAnswer?.('success');
    }
  };

  return (
    <div className="invite-button">
      <Button
        variant="secondary"
        onClick={onClick}
        busy={isLoading}
        disabled={done || waiting || noneLeft}
        aria-describedby={noneLeft && !done ? describedBy : undefined}
        data-testid="invite-company"
      >
        {done ? t('bruger:::invitations::invited') : t('bruger:::invitations::invite')}
      </Button>
      {answer && (
        <p
          className={`invite-button__answer invite-button__answer--${answer.response}`}
          role={answer.response === 'error' ? 'alert' : 'status'}
          data-response={answer.response}
        >
          {answer.message}
        </p>
      )}
    </div>
  );
}
