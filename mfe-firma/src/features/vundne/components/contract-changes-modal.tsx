// 'Ja, med ændringer' (SPEC §2/§4/§5): the second modal with a free-text box and a back button.
// The text is checked with the call's schema (lib/text-forms.ts): an empty one is refused before
// sending ('Indtast venligst en tekst'); the server's reply is a
// notification of its type whether it succeeds or not (SPEC §8); the modal closes on success.
import { useTranslation } from 'react-i18next';
import type { ContractChangesBody } from '@opgavetorvet/contracts';
import { Button, Modal, notifyFromResult, useAppDispatch } from '@opgavetorvet/ui';
import { SchemaTextForm } from '@opgavetorvet/ui/forms';
import { useSaveContractChangesMutation } from '../api/won-decisions-api';
import { contractChangesForm } from '../lib/text-forms';

interface ContractChangesModalProps {
  contactId: number;
  onBack: () => void;
  onDone: () => void;
}

export function ContractChangesModal({ contactId, onBack, onDone }: ContractChangesModalProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [save, { isLoading }] = useSaveContractChangesMutation();

  const send = async (body: ContractChangesBody): Promise<boolean> => {
    const notice = notifyFromResult(await save(body));
    const reply = dispatch(notice);
    if (!reply) return false;
    if (reply.success) onDone();
    return reply.success;
  };

  return (
    <Modal open title={t('firma:::vundne::changes::title')} onClose={onDone} testId="changes-modal">
      <SchemaTextForm
        form={contractChangesForm}
        fixed={{ contactid: contactId }}
        intro={<p className="muted">{t('firma:::vundne::changes::intro')}</p>}
        rows={6}
        label={t('firma:::vundne::changes::label')}
        submitLabel={t('firma:::vundne::changes::send')}
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
