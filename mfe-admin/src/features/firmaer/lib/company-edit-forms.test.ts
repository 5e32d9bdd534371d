// Rule (issue 29, for the administrator's edit of a company, issue 33): each form refuses exactly
// what its call refuses and sends a good body as it is: the profile form on the company's own schema
// (CompanyDetailsBody, its credentials given by the page), the answer to the support case, and the
// pricelist form, whose boxes refuse a price the call refuses (not whole kroner from 1 to
// 1.000.000) at that line, and send an empty box as no price.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { PRICE_KR_MAX } from '@opgavetorvet/contracts';
import { describeSchemaForms, formVerdict, serviceRefuses } from '@opgavetorvet/ui/test';
import {
  caseAnswerForm,
  priceField,
  pricelistForm,
  profileEditForm,
  uniqueLines,
} from './company-edit-forms';

describeSchemaForms(
  [
    {
      name: "the company's profile fields",
      form: profileEditForm,
      good: {
        description: 'Vi bygger terrasser.',
        address: 'Søndergade 12',
        zip: '8000',
        phone: '+45 12 34 56 78',
        email: 'kontakt@tag.dk',
        website: 'www.tag.dk',
        founded_year: 1998,
        employees: 12,
        authorisations: [{ kind: 'el', number: 'EL-1' }],
        guarantees: ['tekniq'],
        cvr: '25000005',
      },
    },
    { name: 'the answer to the support case', form: caseAnswerForm, good: { text: 'Prislisten er rettet.' } },
  ],
  () => i18next.t,
);

describe('the pricelist form', () => {
  const form = pricelistForm([3, 4]);
  const body = (price: unknown) => ({
    prices: [
      { category_id: 3, price_kr: price },
      { category_id: 4, price_kr: null },
    ],
  });

  it('sends whole kroner from 1 to the highest price, and an empty box as no price', async () => {
    for (const price of [1, 450, PRICE_KR_MAX, null]) {
      expect(serviceRefuses(form.schema, body(price))).toBe(false);
      expect(await formVerdict(form, body(price), i18next.t)).toEqual({ fields: [], sent: body(price) });
    }
  });

  it('refuses at the line what its call refuses', async () => {
    for (const price of [0, PRICE_KR_MAX + 1, 12.5, '12,50', 'mange']) {
      expect(serviceRefuses(form.schema, body(price))).toBe(true);
      const verdict = await formVerdict(form, body(price), i18next.t);
      expect(verdict.sent).toBeNull();
      expect(verdict.fields).toContain(priceField(3));
      expect(verdict.fields).not.toContain(priceField(4));
    }
  });

  it('has one box per line, at its first place in the pricelists', () => {
    const lines = uniqueLines([
      { lines: [{ category_id: 4 }, { category_id: 3 }] },
      { lines: [{ category_id: 3 }] },
    ]);
    expect(lines.map((line) => line.category_id)).toEqual([4, 3]);
  });
});
