// The subscription switch modals of SPEC §4 as server-rendered fragments: the three plans of a
// category with their buttons, the upgrade to a paid plan, the pro → pro-plus price breakdown
// (full price, minus credit, amount to pay) and the downgrade confirmation.
import { planButton, type PriceBreakdown, type SubscriptionType } from '@opgavetorvet/contracts';
import type { Translate } from '../../lib/translator.js';
import { formatKroner } from '../../lib/danish.js';
import { PLAN_LABEL, PLANS, priceOre } from './rules.js';

interface CategoryProps {
  t: Translate;
  categoryId: number;
  categoryName: string;
}

function TermsCheckbox({ t }: { t: Translate }) {
  return (
    <label className="checkbox">
      <input type="checkbox" name="terms" value="1" /> {t('fragments:::subscription::terms')}
    </label>
  );
}

function ConfirmButton({
  t,
  to,
  categoryId,
  label,
}: {
  t: Translate;
  to: SubscriptionType;
  categoryId: number;
  label: string;
}) {
  return (
    <div className="form-actions">
      <button type="button" className="btn btn--secondary" data-dismiss="modal">
        {t('fragments:::subscription::cancel')}
      </button>
      <button
        type="button"
        className="btn btn--primary"
        data-change-subscription-type={to}
        data-category-id={categoryId}
      >
        {label}
      </button>
    </div>
  );
}

/** /ajax/bruger/show_switch_modal: the three plan columns with SPEC §4's button labels. */
export function PlansModal({
  t,
  categoryId,
  categoryName,
  current,
}: CategoryProps & { current: SubscriptionType }) {
  return (
    <div className="stack" data-category-id={categoryId}>
      <h3>{t('fragments:::subscription::plans_title', { category: categoryName })}</h3>
      <div className="stack">
        {PLANS.map((plan) => {
          const button = planButton(current, plan);
          return (
            <div
              key={plan}
              className="card"
              data-plan={plan}
              aria-current={button === 'current' ? 'true' : undefined}
            >
              <h4>{PLAN_LABEL[plan]}</h4>
              <p>{t('fragments:::subscription::per_period', { price: formatKroner(priceOre(plan)) })}</p>
              <p>{t(`fragments:::subscription::describe::${plan}`)}</p>
              <button
                type="button"
                className="btn"
                data-change-subscription-type={plan}
                data-category-id={categoryId}
                disabled={button === 'current'}
              >
                {t(`fragments:::subscription::button::${button}`)}
              </button>
            </div>
          );
        })}
      </div>
      <TermsCheckbox t={t} />
    </div>
  );
}

/** _2: basic → a paid plan, paid in full from the balance. */
export function UpgradeModal({
  t,
  categoryId,
  categoryName,
  to,
  price,
  balance,
}: CategoryProps & { to: SubscriptionType; price: PriceBreakdown; balance: number }) {
  return (
    <div className="stack" data-category-id={categoryId}>
      <h3>
        {t('fragments:::subscription::upgrade_title', { category: categoryName, plan: PLAN_LABEL[to] })}
      </h3>
      <p>
        {t('fragments:::subscription::upgrade_text', {
          plan: PLAN_LABEL[to],
          price: formatKroner(price.to_pay_ore),
        })}
      </p>
      <p className="subscription-balance">
        {t('fragments:::subscription::balance', { amount: formatKroner(balance) })}
      </p>
      <TermsCheckbox t={t} />
      <ConfirmButton
        t={t}
        to={to}
        categoryId={categoryId}
        label={
          // The words of the plan's own button: 'Skift til Pro', 'Opgrader til Pro+'.
          to === 'pro'
            ? t('fragments:::subscription::button::switch_pro')
            : t('fragments:::subscription::confirm_upgrade', { plan: PLAN_LABEL[to] })
        }
      />
    </div>
  );
}

/** _3: pro → pro-plus with the breakdown: full price, minus credit, amount to pay. */
export function BreakdownModal({
  t,
  categoryId,
  categoryName,
  price,
  balance,
  days,
}: CategoryProps & { price: PriceBreakdown; balance: number; days: number }) {
  return (
    <div className="stack" data-category-id={categoryId}>
      <h3>
        {t('fragments:::subscription::upgrade_title', {
          category: categoryName,
          plan: PLAN_LABEL['pro-plus'],
        })}
      </h3>
      <table>
        <tbody>
          <tr>
            <th scope="row">{t('fragments:::subscription::full_price', { plan: PLAN_LABEL['pro-plus'] })}</th>
            <td>{formatKroner(price.full_price_ore)}</td>
          </tr>
          <tr>
            <th scope="row">{t('fragments:::subscription::credit', { count: days })}</th>
            <td>−{formatKroner(price.credit_ore)}</td>
          </tr>
          <tr>
            <th scope="row">{t('fragments:::subscription::to_pay')}</th>
            <td>{formatKroner(price.to_pay_ore)}</td>
          </tr>
        </tbody>
      </table>
      <p className="subscription-balance">
        {t('fragments:::subscription::balance', { amount: formatKroner(balance) })}
      </p>
      <TermsCheckbox t={t} />
      <ConfirmButton
        t={t}
        to="pro-plus"
        categoryId={categoryId}
        label={t('fragments:::subscription::confirm_upgrade', { plan: PLAN_LABEL['pro-plus'] })}
      />
    </div>
  );
}

/** _4: pro-plus → pro; nothing is paid or refunded. */
export function DowngradeModal({ t, categoryId, categoryName }: CategoryProps) {
  return (
    <div className="stack" data-category-id={categoryId}>
      <h3>{t('fragments:::subscription::downgrade_title', { category: categoryName })}</h3>
      <p>{t('fragments:::subscription::downgrade_text')}</p>
      <ConfirmButton
        t={t}
        to="pro"
        categoryId={categoryId}
        label={t('fragments:::subscription::confirm_downgrade')}
      />
    </div>
  );
}
