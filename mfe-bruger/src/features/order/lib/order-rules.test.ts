// SPEC §5 personalised order form, checked with the call's schema (PersonalizedWorkBody): name,
// phone, zip (exactly 4 digits) and e-mail (required, then valid) each refused with its own text, in
// that order; the pricelist form sends the amount field of the chosen line only, and a whole amount
// within the schema's bounds (SPEC §9, Amount).
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { Amount, type FieldSchema } from '@opgavetorvet/contracts';
import { checkForm } from '@opgavetorvet/ui/forms';
import { twoLinesHtml } from '../components/order-fixture';
import { orderForm, readAmountForm, type OrderValues } from './order-rules';

const filled: OrderValues = {
  name: 'Mette Hansen',
  phone: '20 30 40 50',
  location: '2605',
  email: 'mette@example.com',
  pricelist: '2',
  amount: '20',
  categoryid: '2',
  headline: 'Ny terrasse',
  attr_id: '3',
  company_id: '1',
};
const AMOUNT_MAX = (Amount as FieldSchema).maximum ?? 0;
const errorsOf = async (values: Partial<OrderValues>) => {
  const read = await checkForm(orderForm, { ...filled, ...values }, {}, i18next.t);
  return read.ok ? [] : read.errors;
};

function formOf(html: string): HTMLFormElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  const form = box.querySelector('form');
  if (!form) throw new Error('no form');
  return form;
}

describe('personalised order form rules', () => {
  it('accepts a filled form', async () => {
    expect(await errorsOf({})).toEqual([]);
  });

  it("refuses each empty or wrong field with the spec's text, in the spec's order", async () => {
    expect(await errorsOf({ name: ' ', email: '', phone: '', location: '' })).toEqual([
      'Indtast venligst dit fulde navn',
      'Indtast venligst et gyldigt telefonnummer',
      'Ugyldigt postnummer. Prøv venligst igen',
      'E-mail er påkrævet. Angiv venligst din e-mail.',
    ]);
    expect(await errorsOf({ email: 'mette@' })).toEqual(['Ugyldig e-mail. Prøv venligst igen']);
  });

  it('wants the zip code as exactly 4 digits', async () => {
    for (const location of ['260', '26050', '26a5', ''])
      expect(await errorsOf({ location })).toEqual(['Ugyldigt postnummer. Prøv venligst igen']);
    expect(await errorsOf({ location: ' 2605 ' })).toEqual([]);
  });

  it('wants a phone number', async () => {
    expect(await errorsOf({ phone: '12' })).toEqual(['Indtast venligst et gyldigt telefonnummer']);
    expect(await errorsOf({ phone: '+45 20304050' })).toEqual([]);
  });
});

describe('the pricelist form', () => {
  const withAmount = (amount: string) => {
    const form = formOf(twoLinesHtml);
    (form.querySelector('input[name="amount"]') as HTMLInputElement).value = amount;
    (form.querySelector('input[name="categoryid"][value="2"]') as HTMLInputElement).checked = true;
    return form;
  };

  it('sends the amount field of the chosen line, not a checked one of another line', async () => {
    const form = withAmount('12');
    (form.querySelector('input[name="categoryid"][value="7"]') as HTMLInputElement).checked = true;
    (form.querySelector('input[name="attr_id"][value="31"]') as HTMLInputElement).checked = true;
    expect(await readAmountForm(form, i18next.t)).toEqual({
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
    expect(await readAmountForm(form, i18next.t)).toMatchObject({
      ok: true,
      body: { categoryid: 2, attr_id: 3 },
    });
  });

  it("takes whole amounts within the schema's bounds only", async () => {
    for (const good of ['25', '0', String(AMOUNT_MAX)])
      expect(await readAmountForm(withAmount(good), i18next.t)).toMatchObject({ ok: true });
    for (const bad of ['', '2,5', '-1', String(AMOUNT_MAX + 1), 'ti'])
      expect(await readAmountForm(withAmount(bad), i18next.t)).toMatchObject({
        ok: false,
        errors: ['Angiv antallet som et helt tal (højst 999999999)'],
      });
  });

  it('refuses a missing amount and an empty headline', async () => {
    const form = withAmount('');
    (form.querySelector('input[name="select_headline"]') as HTMLInputElement).value = ' ';
    expect(await readAmountForm(form, i18next.t)).toMatchObject({
      ok: false,
      errors: ['Angiv antallet som et helt tal (højst 999999999)', 'Dette felt må ikke være tomt.'],
    });
  });
});
