// The company's answer in a conversation on its call's schema (NewMessageBody, /opgave/new_message):
// the text, trimmed, is msg (its limit is the schema's); the call takes an empty msg (a declined bid
// has none), so the box refuses one itself with 'Dette felt må ikke være tomt.' (SPEC §5).
import { NewMessageBody } from '@opgavetorvet/contracts';
import { textForm } from '@opgavetorvet/ui/forms';

export const replyForm = textForm(NewMessageBody, 'msg', { emptyKey: 'errors:::field_empty' });
