// A company's public profile composed with the features that act on it: ordering from its
// pricelist, complaining about it, and the review form its review request's link opens
// (/{slug}?anmeldelse={token}).
// Features do not import each other; the app puts them together here. The review form is a chunk of
// its own (issue 30), loaded only when the address carries a review link; a card of its size stands
// in for it meanwhile.
import { Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { CompanyProfileReply } from '@opgavetorvet/contracts';
import { ComplaintButton } from '../features/complaint/components/complaint-button';
import { CompanyProfilePage } from '../features/company-profile/components/company-profile-page';
import { PricelistOrder } from '../features/order/components/pricelist-order';
import { PublicReviewLoading } from '../features/reviews/components/public-review-loading';
import { lazyPart } from '../lib/lazy-part';

const PublicReviewForm = lazyPart(() =>
  import('../features/reviews/components/public-review-form').then((module) => module.PublicReviewForm),
);

/** The address's parameter that carries the review request's signed token. */
const REVIEW_LINK_PARAM = 'anmeldelse';

function ReviewRequestForm({ company }: { company: CompanyProfileReply }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { hash } = useLocation();
  // Kept once read: the token leaves the address when the review is sent, the thank-you stays.
  const [token] = useState(() => params.get(REVIEW_LINK_PARAM));
  if (!token) return null;
  return (
    <Suspense fallback={<PublicReviewLoading companyName={company.name} />}>
      <PublicReviewForm
        companyId={company.company_id}
        companyName={company.name}
        token={token}
        onReviewed={() => {
          // The tab in the hash stays (setSearchParams would drop it, issue 34).
          const next = new URLSearchParams(params);
          next.delete(REVIEW_LINK_PARAM);
          const search = next.toString();
          navigate({ search: search ? `?${search}` : '', hash }, { replace: true, preventScrollReset: true });
        }}
      />
    </Suspense>
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
