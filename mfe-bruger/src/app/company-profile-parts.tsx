// A company's public profile composed with the features that act on it: ordering from its
// pricelist and complaining about it.
// Features do not import each other; the app puts them together here.
import { ComplaintButton } from '../features/complaint/components/complaint-button';
import { CompanyProfilePage } from '../features/company-profile/components/company-profile-page';
import { PricelistOrder } from '../features/order/components/pricelist-order';

export function CompanyProfileRoutePage() {
  return (
    <CompanyProfilePage
      pricelistOrder={(company) => (
        <PricelistOrder companyId={company.company_id} pricelists={company.pricelists} />
      )}
      complaint={(company) => <ComplaintButton companyName={company.name} />}
    />
  );
}
