// /privatlivspolitik (issue 32): what is stored, why, for how long (the contracts' RETENTION, which
// the service's retention task deletes by), who receives it, the person's rights, and the cookies.
// The controller's name, CVR number and address come from the service's configuration.
import { CookieTable } from './cookie-table';
import { LegalText } from './legal-text';
import { OperatorLine } from './operator-line';

export function PrivacyPolicyPage() {
  return (
    <LegalText
      page="privacy"
      testId="privacy-policy"
      extras={{ dataansvarlig: <OperatorLine text="line" />, cookies: <CookieTable /> }}
    />
  );
}
