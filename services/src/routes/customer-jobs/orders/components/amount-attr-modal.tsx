// The company amount attributes modal (/bruger/companymodalamountattr): the lines of a company's
// pricelist, each with its amount fields, as a form the page sends to /bruger/ajaxpagebestil.
import { JOB_HEADLINE_MAX, MAX_AMOUNT, nameSaysUnit } from '@opgavetorvet/contracts';
import type { Translate, TranslateParams } from '../../../../lib/translator.js';
import type { PricelistLine } from '../../../../db/queries/pricelists.js';

interface AmountAttrModalProps {
  t: Translate;
  companyId: number;
  companyName: string;
  pricelistId: number;
  lines: PricelistLine[];
}

export function AmountAttrModal({ t, companyId, companyName, pricelistId, lines }: AmountAttrModalProps) {
  const k = (key: string, params?: TranslateParams) => t(`fragments-bruger:::order::${key}`, params);
  return (
    <form className="order-amount" method="post" action="/bruger/ajaxpagebestil" data-company-id={companyId}>
      <h2>{k('title', { company: companyName })}</h2>
      <input type="hidden" name="company_id" value={companyId} />
      <input type="hidden" name="pricelist" value={pricelistId} />
      <fieldset>
        <legend>{k('choose_line')}</legend>
        {lines.map((line, index) => (
          <div key={line.categoryId}>
            <label>
              <input type="radio" name="categoryid" value={line.categoryId} defaultChecked={index === 0} />{' '}
              {line.name}
            </label>
            {line.attributes.length > 0 ? (
              <ul className="order-amount__attributes">
                {line.attributes.map((attribute, i) => (
                  <li key={attribute.id}>
                    <label>
                      <input
                        type="radio"
                        name="attr_id"
                        value={attribute.id}
                        defaultChecked={index === 0 && i === 0}
                        data-category-id={line.categoryId}
                      />{' '}
                      {attribute.unit && !nameSaysUnit(attribute.name, attribute.unit)
                        ? k('per_unit', { name: attribute.name, unit: attribute.unit })
                        : attribute.name}
                    </label>
                  </li>
                ))}
              </ul>
            ) : (
              <input type="hidden" name="attr_id" value={0} data-category-id={line.categoryId} />
            )}
          </div>
        ))}
      </fieldset>
      <label className="order-amount__field">
        {k('amount')}
        <input type="number" name="amount" min={0} max={MAX_AMOUNT} step={1} required />
      </label>
      <label className="order-amount__field">
        {k('headline')}
        <input
          type="text"
          name="select_headline"
          maxLength={JOB_HEADLINE_MAX}
          defaultValue={lines[0]?.name ?? ''}
          required
        />
      </label>
      <button type="submit" className="btn btn-primary">
        {k('next')}
      </button>
    </form>
  );
}
