// The booking confirmation as the service renders it, placed in the page: the chosen company's
// phone and e-mail are links, and its 'Udskriv' button prints the page (only the confirmation,
// see booking-check.css).
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorArea, ServerHtml, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useBookingCheckQuery } from '../api/booking-check-api';
import './booking-check.css';

const printOnButton = (event: MouseEvent<HTMLDivElement>) => {
  const target = event.target as HTMLElement;
  if (target.closest('[data-action="print"]')) {
    event.preventDefault();
    window.print();
  }
};

export function BookingCheck({ contactId }: { contactId: number }) {
  const { t } = useTranslation();
  const { data, error, isFetching } = useBookingCheckQuery(
    { contactid: contactId },
    { refetchOnMountOrArgChange: true },
  );
  if (isFetching && !data) return <Spinner />;
  if (!data) return <ErrorArea message={serverTextOfError(error) ?? t('errors:::content_load_failed')} />;
  return (
    <ServerHtml
      className="booking-check-frame"
      data-testid="booking-check"
      html={data.html}
      onClick={printOnButton}
    />
  );
}
