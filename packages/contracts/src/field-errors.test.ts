// A form's field errors come from the service's own schema: each failing field once, with the
// message key its schema names (issue 10: create-job errors at each field, no second set of rules).
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors.js';
import { ManualCreditBody } from './admin-companies.js';
import { CreateJobBody } from './jobs.js';
import { CreateSupportCaseBody } from './support.js';

const good = { category_id: 3, headline: 'Ny hæk', description: 'Bøg, 12 meter', zip: '8000' };

describe('fieldErrorsOf', () => {
  it('a body the schema accepts has no field errors', () => {
    expect(
      fieldErrorsOf(CreateJobBody, {
        ...good,
        name: 'Sofie',
        email: 'sofie@example.com',
        phone: '21 43 65 87',
      }),
    ).toEqual([]);
  });

  it("names each failing field once with the schema's key, required or invalid as the value is", () => {
    expect(
      fieldErrorsOf(CreateJobBody, { ...good, headline: '  ', zip: '80', name: '', email: '', phone: '12' }),
    ).toEqual([
      { field: 'headline', key: null, kind: 'required' },
      { field: 'zip', key: 'errors:::zip', kind: 'invalid' },
      { field: 'name', key: 'errors:::full_name', kind: 'required' },
      { field: 'email', key: 'errors:::email_required', kind: 'required' },
      { field: 'phone', key: 'errors:::phone', kind: 'invalid' },
    ]);
    // An empty form: every field is named, the last ones too (TypeBox stops at eight errors of a body).
    expect(
      fieldErrorsOf(CreateJobBody, {
        category_id: 3,
        headline: '',
        description: '',
        zip: '',
        name: '',
        email: '',
        phone: '',
      }).map((error) => error.field),
    ).toEqual(['headline', 'description', 'zip', 'name', 'email', 'phone']);
    expect(fieldErrorsOf(CreateJobBody, { ...good, email: 'sofie@' })).toEqual([
      { field: 'email', key: 'errors:::email_invalid', kind: 'invalid' },
    ]);
  });

  it('a text over its limit is told the limit, a number under its minimum the tooSmall text', () => {
    expect(fieldErrorsOf(CreateSupportCaseBody, { subject: 'x'.repeat(151), message: 'Hej' })).toEqual([
      { field: 'subject', key: 'errors:::validation::too_long', kind: 'too_long', limit: 150 },
    ]);
    expect(fieldErrorsOf(ManualCreditBody, { amount_kr: 0, note: 'Bank' })).toEqual([
      { field: 'amount_kr', key: 'errors:::manual_credit_amount', kind: 'too_small', limit: 1 },
    ]);
  });
});
