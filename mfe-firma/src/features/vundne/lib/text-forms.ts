// The won job's one-box forms on their calls' schemas: the contract changes (ContractChangesBody:
// an empty text is told 'Indtast venligst en tekst', as the service's handler says), the company's
// note on the booking (ContactCommentBody) and its answer to an overdue job's ticket (TicketBody),
// both 'Dette felt må ikke være tomt.' when empty.
import { ContactCommentBody, ContractChangesBody, TicketBody } from '@opgavetorvet/contracts';
import { textForm } from '@opgavetorvet/ui/forms';

const FIELD_EMPTY = 'errors:::field_empty';

export const contractChangesForm = textForm(ContractChangesBody, 'message', {
  emptyKey: 'errors:::enter_text',
  refusals: ['errors:::enter_text'],
});

export const contactNoteForm = textForm(ContactCommentBody, 'coment', { emptyKey: FIELD_EMPTY });

export const ticketForm = textForm(TicketBody, 'text', { emptyKey: FIELD_EMPTY });
