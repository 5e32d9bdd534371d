// Choosing the supplier on its call's schema (ChangeJobStatusBody) with the street address where the
// job is done (issue 32): asked every time a company is chosen — on the job page's 'Vælg firma' and
// on the close-job page — prefilled from the job or the profile; the schema takes none (older
// callers), the customer's form needs it.
import { ChangeJobStatusBody } from '@opgavetorvet/contracts';
import { maxLengthOf, schemaForm, trimmed } from '@opgavetorvet/ui/forms';

export type ChooseSupplierValues = { street_address: string };

export const chooseSupplierForm = schemaForm<ChooseSupplierValues, typeof ChangeJobStatusBody>(
  ChangeJobStatusBody,
  {
    toBody: ({ street_address }) => ({ street_address: trimmed(street_address) }),
    rules: ({ street_address }) =>
      trimmed(street_address) === ''
        ? [{ field: 'street_address', key: 'errors:::street_address_required' }]
        : [],
  },
);

export const STREET_LIMIT = maxLengthOf(ChangeJobStatusBody, 'street_address');
