// The company's inbox rows in the tests of /firma/beskeder: Mette Hansen's thread about the job
// »Omfugning af facade« (contact 41, 2 unread; '@opgavetorvet/ui/test' holds the rest of a row).
import { inboxThreadOf } from '@opgavetorvet/ui/test';

export const inboxThread = inboxThreadOf({
  job_id: 275,
  headline: 'Omfugning af facade',
  customer_name: 'Mette Hansen',
  company_name: 'Demo Byg ApS',
  last_message: 'Hvornår kan I starte?',
  last_sender: 'user',
});
