// The open-job modal about a company (/ajax/bruger/modalopenjob): who they are, what they do, and
// a link that starts a job sent to them (/createjob?sendcompany=…). No contact details: those
// reach the customer through offers and the booking.
import { createJobForCompanyPage } from '@opgavetorvet/contracts';
import type { Translate } from '../../../lib/translator.js';
import type { CompanyCard } from '../../../db/queries/company-card.js';
import { CompanySummary } from './company-summary.js';

interface CompanyInfoModalProps {
  t: Translate;
  company: CompanyCard;
  categoryNames: string[];
}

export function CompanyInfoModal({ t, company, categoryNames }: CompanyInfoModalProps) {
  return (
    <div data-company-id={company.id}>
      <CompanySummary t={t} company={company} />
      <p>{company.description || t('fragments-bruger:::company::no_description')}</p>
      {categoryNames.length > 0 ? (
        <section>
          <h3>{t('fragments-bruger:::company::categories')}</h3>
          <ul>
            {categoryNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <a className="btn btn-primary" href={createJobForCompanyPage(company.id)}>
        {t('fragments-bruger:::company::get_offer')}
      </a>
    </div>
  );
}
