// The order page (/bruger/ajaxpagebestil): what is ordered from the company, and the personalised
// work order form (name, e-mail, phone, zip) the page sends to /bruger/createpersonalizedwork.
import { EMAIL_MAX, NAME_MAX, PHONE_MAX, ZIP_LENGTH } from '@opgavetorvet/contracts';
import type { Translate, TranslateParams } from '../../../../lib/translator.js';
import type { OrderChoice } from '../../../../db/queries/pricelists.js';

export interface OrderFormValues {
  companyId: number;
  companyName: string;
  pricelistId: number;
  amount: number;
  headline: string;
  /** Prefilled from the logged-in customer's account. */
  name: string;
  email: string;
  phone: string;
  zip: string;
}

export function OrderForm({
  t,
  choice,
  values,
}: {
  t: Translate;
  choice: OrderChoice;
  values: OrderFormValues;
}) {
  const k = (key: string, params?: TranslateParams) => t(`fragments-bruger:::order::${key}`, params);
  const { attribute } = choice;
  return (
    <form
      className="order-form"
      method="post"
      action="/bruger/createpersonalizedwork"
      data-company-id={values.companyId}
    >
      <h2>{k('summary_title', { company: values.companyName })}</h2>
      <dl className="order-form__summary">
        <dt>{k('line')}</dt>
        <dd>{choice.line.name}</dd>
        {attribute ? (
          <>
            <dt>{attribute.name}</dt>
            <dd>{attribute.unit ? `${values.amount} ${attribute.unit}` : values.amount}</dd>
          </>
        ) : null}
        <dt>{k('headline')}</dt>
        <dd>{values.headline}</dd>
      </dl>
      {[
        ['pricelist', values.pricelistId],
        ['amount', values.amount],
        ['categoryid', choice.line.categoryId],
        ['headline', values.headline],
        ['attr_id', attribute?.id ?? 0],
        ['company_id', values.companyId],
      ].map(([name, value]) => (
        <input key={name} type="hidden" name={String(name)} value={value} />
      ))}
      <label className="order-form__field">
        {k('name')}
        <input
          type="text"
          name="name"
          maxLength={NAME_MAX}
          defaultValue={values.name}
          autoComplete="name"
          required
        />
      </label>
      <label className="order-form__field">
        {k('email')}
        <input
          type="email"
          name="email"
          maxLength={EMAIL_MAX}
          defaultValue={values.email}
          autoComplete="email"
          required
        />
      </label>
      <label className="order-form__field">
        {k('phone')}
        <input
          type="tel"
          name="phone"
          maxLength={PHONE_MAX}
          defaultValue={values.phone}
          autoComplete="tel"
          required
        />
      </label>
      <label className="order-form__field">
        {k('zip')}
        <input
          type="text"
          name="location"
          inputMode="numeric"
          pattern="[0-9]{4}"
          maxLength={ZIP_LENGTH}
          defaultValue={values.zip}
          required
        />
      </label>
      <p className="order-form__error" role="alert" hidden />
      <button type="submit" className="btn btn-primary">
        {k('submit')}
      </button>
    </form>
  );
}
