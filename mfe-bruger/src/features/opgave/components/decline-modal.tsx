// The decline form of 'Tak, men nej tak': the preset answers of DECLINE_OPTIONS, or 'Andet' with
// the customer's own text, which must not be empty (SPEC §5, refused before sending; checked with
// the call's schema and that rule, lib/decline-form.ts). Sends
// msg, bidid, userid, companyid, save_data_bd=1 and option to /opgave/new_message.
import { useTranslation } from 'react-i18next';
import { DECLINE_OPTIONS, DECLINE_OTHER, type NewMessageReply } from '@opgavetorvet/contracts';
import { Button, Modal, TextField, notifyFromError, useAppDispatch, useSessionUser } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useDeclineOfferMutation } from '../api/job-page-api';
import { DECLINE_TEXT_MAX, declineDefaults, declineForm } from '../lib/decline-form';

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
  const { job_id, ...bid } = target;
  const form = useSchemaForm(declineForm, {
    defaultValues: declineDefaults,
    fixed: { ...bid, userid: user?.id ?? 0, save_data_bd: 1 },
  });
  const [decline, { isLoading }] = useDeclineOfferMutation();
  const other = form.watch('option') === DECLINE_OTHER;

  const submit = form.handleSubmit(async (body) => {
    if (!user) return;
    const result = await decline({ ...body, job_id });
    if ('error' in result) dispatch(notifyFromError(result.error));
    else onAnswered(result.data.response);
  });

  return (
    <Modal
      open
      title={t('bruger:::decline::title', { company: companyName })}
      onClose={onClose}
      testId="decline-modal"
    >
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <p data-testid="decline-warning">
          <strong>{t('bruger:::decline::undo', { company: companyName })}</strong>
        </p>
        <fieldset className="attribute-field">
          <legend className="field__label">{t('bruger:::decline::choose')}</legend>
          <div className="stack stack--tight">
            {DECLINE_OPTIONS.map((value, index) => (
              <label key={value} className="checkbox">
                <input type="radio" value={value} {...form.register('option')} />
                {t(`bruger:::decline::options::${index}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {other && (
          <TextField
            multiline
            label={t('bruger:::decline::own_text')}
            maxLength={DECLINE_TEXT_MAX}
            {...form.field('msg')}
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
