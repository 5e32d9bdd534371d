// /privatlivspolitik (issue 32): what is stored, why, for how long (the contracts' RETENTION, which
// the service's retention task deletes by), who receives it, the person's rights, and the cookies.
import { CookieTable } from './cookie-table';
import { LegalText } from './legal-text';

export function PrivacyPolicyPage() {
  return <LegalText page="privacy" testId="privacy-policy" extras={{ cookies: <CookieTable /> }} />;
}
