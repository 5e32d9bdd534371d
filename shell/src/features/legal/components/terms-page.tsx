// /vilkaar (issue 32): the terms of use of the marketplace for customers and companies; the first
// section says who runs it (name, CVR number and address from the service's configuration).
import { LegalText } from './legal-text';
import { OperatorLine } from './operator-line';

export function TermsPage() {
  return (
    <LegalText page="terms" testId="terms-of-use" extras={{ tjenesten: <OperatorLine text="runBy" /> }} />
  );
}
