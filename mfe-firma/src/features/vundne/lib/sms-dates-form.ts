// The SMS dates on their call's schema (SendSmsBody, /firma/send_sms_button): the two days become the
// start day's first and the end day's last second in Copenhagen (sms-dates.ts); a missing day is the
// schema's 'Angiv venligst forventet start- og slutdato for opgaven'. Beyond the schema: the end not
// before the start (the service's rule too) nor before today.
import { SendSmsBody } from '@opgavetorvet/contracts';
import { schemaForm } from '@opgavetorvet/ui/forms';
import { copenhagenDay, smsBody, validateSmsDates, type SmsDates } from './sms-dates';

const dayOf = (seconds: unknown): string => (typeof seconds === 'number' ? copenhagenDay(seconds) : '');

export const smsDatesForm = schemaForm<SmsDates, typeof SendSmsBody>(SendSmsBody, {
  toBody: (dates) => {
    // A day not given is 0 in smsBody: refused by the schema with its text.
    const { start_date, end_date } = smsBody(0, dates);
    return { start_date, end_date };
  },
  toValues: (body) => ({ start: dayOf(body.start_date), end: dayOf(body.end_date) }),
  fields: { start_date: 'start', end_date: 'end' },
  rules: (dates) => {
    const problem = validateSmsDates(dates);
    return problem ? [{ field: 'end', key: problem }] : [];
  },
  refusals: { end_date: ['errors:::sms_dates_order'] },
});
