// A company's public profile composed with the features that act on it: ordering from its
// pricelist, complaining about it, and the review form its review request's link opens
// (/{slug}?anmeldelse={token}).
// Features do not import each other; the app puts them together here.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CompanyProfileReply } from '@opgavetorvet/contracts';
import { ComplaintButton } from '../features/complaint/components/complaint-button';
import { CompanyProfilePage } from '../features/company-profile/components/company-profile-page';
import { PricelistOrder } from '../features/order/components/pricelist-order';
import { PublicReviewForm } from '../features/reviews/components/public-review-form';

/** The address's parameter that carries the review request's signed token. */
const REVIEW_LINK_PARAM = 'anmeldelse';

function ReviewRequestForm({ company }: { company: CompanyProfileReply }) {
  const [params, setParams] = useSearchParams();
  // Kept once read: the token leaves the address when the review is sent, the thank-you stays.
  const [token] = useState(() => params.get(REVIEW_LINK_PARAM));
  if (!token) return null;
  return (
    <PublicReviewForm
      companyId={company.company_id}
      companyName={company.name}
      token={token}
      onReviewed={() =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(REVIEW_LINK_PARAM);
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}

export function CompanyProfileRoutePage() {
  return (
    <CompanyProfilePage
      pricelistOrder={(company) => (
        <PricelistOrder companyId={company.company_id} pricelists={company.pricelists} />
      )}
      complaint={(company) => <ComplaintButton companyName={company.name} />}
      reviewForm={(company) => <ReviewRequestForm company={company} />}
    />
  );
}
