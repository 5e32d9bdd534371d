// The customer page's block or reopen form on its call's schema (BlockCustomerBody): the reason as
// typed (the service trims it and refuses one of spaces alone), and the longest reason it takes.
import { BlockCustomerBody } from '@opgavetorvet/contracts';
import { maxLengthOf, schemaForm } from '@opgavetorvet/ui/forms';

export const customerBlockForm = schemaForm<{ reason: string }, typeof BlockCustomerBody>(BlockCustomerBody);

export const CUSTOMER_REASON_MAX = maxLengthOf(BlockCustomerBody, 'reason');
