// SPEC §5 personalised order form: name, phone, zip (exactly 4 digits) and e-mail (required, then
// valid) each refused with its own text, in that order; the pricelist form sends the amount field
// of the chosen line only, and a whole amount of at most 999999999 (SPEC §9).
import { describe, expect, it } from 'vitest';
import { twoLinesHtml } from '../components/order-fixture';
import { contactErrors, parseAmount, readAmountForm } from './order-rules';

const filled = { name: 'Mette Hansen', email: 'mette@example.com', phone: '20 30 40 50', location: '2605' };

function formOf(html: string): HTMLFormElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  const form = box.querySelector('form');
  if (!form) throw new Error('no form');
  return form;
}

describe('personalised order form rules', () => {
  it('accepts a filled form', () => {
    expect(contactErrors(filled)).toEqual([]);
  });

  it("refuses each empty or wrong field with the spec's text, in the spec's order", () => {
    expect(contactErrors({ name: ' ', email: '', phone: '', location: '' })).toEqual([
      'errors:::full_name',
      'errors:::phone',
      'errors:::zip',
      'errors:::email_required',
    ]);
    expect(contactErrors({ ...filled, email: 'mette@' })).toEqual(['errors:::email_invalid']);
  });

  it('wants the zip code as exactly 4 digits', () => {
    for (const location of ['260', '26050', '26a5', ''])
      expect(contactErrors({ ...filled, location })).toEqual(['errors:::zip']);
    expect(contactErrors({ ...filled, location: ' 2605 ' })).toEqual([]);
  });

  it('wants a phone number', () => {
    expect(contactErrors({ ...filled, phone: '12' })).toEqual(['errors:::phone']);
    expect(contactErrors({ ...filled, phone: '+45 20304050' })).toEqual([]);
  });

  it('takes whole amounts up to 999999999 only', () => {
    expect(parseAmount('25')).toBe(25);
    expect(parseAmount('999999999')).toBe(999999999);
    for (const bad of ['', '2,5', '-1', '1000000000', 'ti']) expect(parseAmount(bad)).toBeNull();
  });
});

describe('the pricelist form', () => {
  it('sends the amount field of the chosen line, not a checked one of another line', () => {
    const form = formOf(twoLinesHtml);
    (form.querySelector('input[name="amount"]') as HTMLInputElement).value = '12';
    (form.querySelector('input[name="categoryid"][value="7"]') as HTMLInputElement).checked = true;
    (form.querySelector('input[name="attr_id"][value="31"]') as HTMLInputElement).checked = true;
    expect(readAmountForm(form)).toEqual({
      ok: true,
      body: {
        company_id: 1,
        pricelist: 2,
        categoryid: 7,
        attr_id: 31,
        amount: 12,
        select_headline: 'Tømrer',
      },
    });
    // The first line is chosen again while the other line's field stays ticked: it has its own.
    (form.querySelector('input[name="categoryid"][value="2"]') as HTMLInputElement).checked = true;
    (form.querySelector('input[name="attr_id"][value="3"]') as HTMLInputElement).checked = true;
    expect(readAmountForm(form)).toMatchObject({ ok: true, body: { categoryid: 2, attr_id: 3 } });
  });

  it('refuses a missing amount and an empty headline', () => {
    const form = formOf(twoLinesHtml);
    (form.querySelector('input[name="select_headline"]') as HTMLInputElement).value = ' ';
    expect(readAmountForm(form)).toEqual({
      ok: false,
      errors: ['bruger:::order::amount_invalid', 'errors:::field_empty'],
    });
  });
});
