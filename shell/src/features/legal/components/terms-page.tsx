// /vilkaar (issue 32): the terms of use of the marketplace for customers and companies.
import { LegalText } from './legal-text';

export function TermsPage() {
  return <LegalText page="terms" testId="terms-of-use" />;
}
