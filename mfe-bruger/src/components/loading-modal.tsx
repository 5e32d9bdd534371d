// What a modal whose form is a chunk of its own (lib/lazy-part.tsx) shows while that chunk loads:
// the dialog at once, titled "Henter …" with the spinner, closed by Escape or its button like the
// modal it stands for.
import { useTranslation } from 'react-i18next';
import { Modal, Spinner } from '@opgavetorvet/ui';

export function LoadingModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('common:::loading')} onClose={onClose} testId="modal-loading">
      <Spinner />
    </Modal>
  );
}
