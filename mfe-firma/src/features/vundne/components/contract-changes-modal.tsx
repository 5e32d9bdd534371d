// 'Ja, med ændringer' (SPEC §2/§4/§5): the second modal with a free-text box and a back button.
// An empty text is refused before sending ('Indtast venligst en tekst'); the server's reply is a
// notification of its type whether it succeeds or not (SPEC §8); the modal closes on success.
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextForm, notifyFromResult, useAppDispatch } from '@opgavetorvet/ui';
import { useSaveContractChangesMutation } from '../api/won-decisions-api';

interface ContractChangesModalProps {
  contactId: number;
  onBack: () => void;
  onDone: () => void;
}

export function ContractChangesModal({ contactId, onBack, onDone }: ContractChangesModalProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [save, { isLoading }] = useSaveContractChangesMutation();

  const send = async (text: string): Promise<boolean> => {
    const notice = notifyFromResult(await save({ contactid: contactId, message: text }));
    const reply = dispatch(notice);
    if (!reply) return false;
    if (reply.success) onDone();
    return reply.success;
  };

  return (
    <Modal open title={t('firma:::vundne::changes::title')} onClose={onDone} testId="changes-modal">
      <TextForm
        intro={<p className="muted">{t('firma:::vundne::changes::intro')}</p>}
        rows={6}
        maxLength={4000}
        label={t('firma:::vundne::changes::label')}
        submitLabel={t('firma:::vundne::changes::send')}
        emptyError={t('errors:::enter_text')}
        busy={isLoading}
        keep
        actions={
          <Button variant="quiet" onClick={onBack}>
            {t('firma:::vundne::changes::back')}
          </Button>
        }
        onSend={send}
      />
    </Modal>
  );
}
