// 'Slet' on a reference job (issue 30) asks first: the dialog names the reference and says that its
// photos go too; 'Slet referencen' deletes it (DELETE /api/firma/referencer/:id), 'Annullér' keeps it.
import { useTranslation } from 'react-i18next';
import type { CompanyReference } from '@opgavetorvet/contracts';
import { Button, Modal, notify, notifyFromError, useAppDispatch } from '@opgavetorvet/ui';
import { useDeleteFirmaReferenceMutation } from '../api/gallery-api';

interface DeleteReferenceDialogProps {
  reference: CompanyReference;
  onClose: () => void;
}

export function DeleteReferenceDialog({ reference, onClose }: DeleteReferenceDialogProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [remove, { isLoading }] = useDeleteFirmaReferenceMutation();
  const confirm = async () => {
    const result = await remove(reference.id);
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return;
    }
    dispatch(notify([{ type: 'success', note: t('firma:::oplysninger::references::deleted') }]));
    onClose();
  };
  return (
    <Modal
      open
      title={t('firma:::oplysninger::references::confirm_title')}
      onClose={onClose}
      testId="delete-reference-dialog"
    >
      <div className="stack">
        <p>{t('firma:::oplysninger::references::confirm_text', { title: reference.title })}</p>
        <div className="form-actions">
          <Button busy={isLoading} onClick={() => void confirm()}>
            {t('firma:::oplysninger::references::confirm_delete')}
          </Button>
          <Button variant="quiet" onClick={onClose} disabled={isLoading}>
            {t('firma:::oplysninger::references::cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
