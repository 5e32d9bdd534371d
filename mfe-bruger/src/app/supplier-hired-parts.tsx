// The supplier-hired page composed with the ways to reach the chosen company (issue 10 #12): its
// booking confirmation with phone and e-mail (printable), and a message to the company.
// Features do not import each other; the app puts them together here.
import { useTranslation } from 'react-i18next';
import { Card } from '@opgavetorvet/ui';
import { BookingCheck } from '../features/booking-check/components/booking-check';
import { MessageThreadButton } from '../features/messages/components/message-thread-button';
import { SupplierHiredPage } from '../features/opgave/components/supplier-hired-page';

function ContactTheCompany({
  jobId,
  contactId,
  companyName,
}: {
  jobId: number;
  contactId: number;
  companyName: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="stack" aria-labelledby="hired-contact-title" data-testid="hired-contact">
      <h2 className="section-title" id="hired-contact-title">
        {t('bruger:::hired::contact_title', { company: companyName })}
      </h2>
      <Card>
        <BookingCheck contactId={contactId} />
      </Card>
      <div className="form-actions">
        <MessageThreadButton contactId={contactId} jobId={jobId} companyName={companyName} />
      </div>
    </section>
  );
}

export function SupplierHiredRoutePage() {
  return (
    <SupplierHiredPage
      contactParts={(page, contact) => (
        <ContactTheCompany
          jobId={page.job.job_id}
          contactId={contact.contact_id}
          companyName={contact.company.name}
        />
      )}
    />
  );
}
