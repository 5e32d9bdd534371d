// The services a quote request can name: every line of every pricelist of the company, labelled
// 'Pricelist – Line' when the line is a subcategory of a chosen top-level category.
import type { CompanyPricelist } from '@opgavetorvet/contracts';

export interface QuoteLine {
  /** 'pricelist:line', the select's value. */
  value: string;
  label: string;
  pricelist: number;
  categoryid: number;
}

export function quoteLines(pricelists: CompanyPricelist[]): QuoteLine[] {
  return pricelists.flatMap((pricelist) =>
    pricelist.lines.map((line) => ({
      value: `${pricelist.category_id}:${line.category_id}`,
      label: line.category_id === pricelist.category_id ? line.name : `${pricelist.name} – ${line.name}`,
      pricelist: pricelist.category_id,
      categoryid: line.category_id,
    })),
  );
}
