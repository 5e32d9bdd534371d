// The decline form of 'Tak, men nej tak': the preset answers of DECLINE_OPTIONS, or 'Andet' with
// the customer's own text, which must not be empty (SPEC §5, refused before sending). Sends
// msg, bidid, userid, companyid, save_data_bd=1 and option to /opgave/new_message.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DECLINE_OPTIONS, DECLINE_OTHER, type NewMessageReply } from '@opgavetorvet/contracts';
import { Button, Modal, TextField, notifyFromError, useAppDispatch, useSessionUser } from '@opgavetorvet/ui';
import { useDeclineOfferMutation } from '../api/job-page-api';

interface DeclineModalProps {
  target: { bidid: number; companyid: number; job_id: number };
  companyName: string;
  onClose: () => void;
  onAnswered: (response: NewMessageReply['response']) => void;
}

export function DeclineModal({ target, companyName, onClose, onAnswered }: DeclineModalProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { user } = useSessionUser();
  const name = useId();
  const [option, setOption] = useState<string>(DECLINE_OPTIONS[0]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [decline, { isLoading }] = useDeclineOfferMutation();
  const other = option === DECLINE_OTHER;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const msg = text.trim();
    if (other && !msg) {
      setError(t('errors:::field_empty'));
      return;
    }
    if (!user) return;
    const result = await decline({
      ...target,
      userid: user.id,
      save_data_bd: 1,
      option,
      ...(other ? { msg } : {}),
    });
    if ('error' in result) dispatch(notifyFromError(result.error));
    else onAnswered(result.data.response);
  };

  return (
    <Modal
      open
      title={t('bruger:::decline::title', { company: companyName })}
      onClose={onClose}
      testId="decline-modal"
    >
      <form className="stack" onSubmit={submit} noValidate>
        <p data-testid="decline-warning">
          <strong>{t('bruger:::decline::undo', { company: companyName })}</strong>
        </p>
        <fieldset className="attribute-field">
          <legend className="field__label">{t('bruger:::decline::choose')}</legend>
          <div className="stack stack--tight">
            {DECLINE_OPTIONS.map((value, index) => (
              <label key={value} className="checkbox">
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={option === value}
                  onChange={() => setOption(value)}
                />
                {t(`bruger:::decline::options::${index}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {other && (
          <TextField
            multiline
            label={t('bruger:::decline::own_text')}
            value={text}
            maxLength={2000}
            error={error}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
          />
        )}
        <div className="form-actions">
          <Button type="submit" busy={isLoading} disabled={!user}>
            {t('bruger:::decline::submit')}
          </Button>
          <Button variant="quiet" onClick={onClose}>
            {t('bruger:::decline::cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
