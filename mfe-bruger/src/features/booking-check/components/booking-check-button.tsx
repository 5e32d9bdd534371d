// 'Bookingbekræftelse' on the customer's job once a company is chosen: opens the printable
// booking confirmation (SPEC §2 modal 'Booking confirmation (printable)').
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@opgavetorvet/ui';
import { BookingCheck } from './booking-check';

export function BookingCheckButton({ contactId }: { contactId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="booking-check-button">
        {t('bruger:::booking_check::button')}
      </Button>
      <Modal
        open={open}
        title={t('bruger:::booking_check::title')}
        onClose={() => setOpen(false)}
        testId="booking-check-modal"
      >
        {open && <BookingCheck contactId={contactId} />}
      </Modal>
    </>
  );
}
