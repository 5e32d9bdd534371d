// One profile category's subscription: three plan columns (basic, pro, pro-plus), each with its price
// with and without moms and SPEC §4's button label, and the terms checkbox, whose label's
// 'handelsbetingelserne' is the link to the terms.
// A paid step with the terms unticked is refused with 'Accepter venligst handelsbetingelser'
// (SPEC §5); otherwise the step's dialog opens.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { planButton, type CompanySettingsReply, type SubscriptionType } from '@opgavetorvet/contracts';
import { Badge, Button, Card, formatUnixDate, notify, useAppDispatch } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { PLANS, PLAN_NAMES, needsTerms, stepOf } from '../lib/plans';
import type { PlanChoice } from './change-plan-modal';
import { PlanPrice } from './plan-price';

type Subscription = CompanySettingsReply['subscriptions'][number];

interface Props {
  subscription: Subscription;
  onChoose: (choice: PlanChoice) => void;
}

export function CategoryPlans({ subscription, onChoose }: Props) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const termsId = useId();
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const {
    category_id: categoryId,
    category_name: categoryName,
    type: current,
    period_ends_at: endsAt,
  } = subscription;

  const choose = (target: SubscriptionType) => {
    const step = stepOf(current, target);
    if (!step) return;
    if (needsTerms(step) && !terms) {
      setTermsError(true);
      dispatch(notify([{ type: 'error', note: t('errors:::accept_terms') }]));
      return;
    }
    onChoose({ categoryId, categoryName, target, step });
  };

  return (
    <Card
      className="category-plans"
      data-testid="category-plans"
      data-category-id={categoryId}
      aria-labelledby={`${termsId}-title`}
    >
      <h2 className="card__title" id={`${termsId}-title`}>
        {categoryName}
      </h2>
      <p className="muted">
        {t('firma:::abonnement::current', { plan: PLAN_NAMES[current] })}
        {current !== 'basic' &&
          endsAt !== null &&
          ` ${t('firma:::abonnement::period_ends', { date: formatUnixDate(endsAt, i18n.language) })}`}
      </p>
      <div className="plan-columns">
        {PLANS.map((plan) => {
          const button = planButton(current, plan);
          return (
            <section
              key={plan}
              className={`plan-column${button === 'current' ? ' plan-column--current' : ''}`}
              data-plan={plan}
            >
              <h3 className="plan-column__name">
                {PLAN_NAMES[plan]}{' '}
                {button === 'current' && (
                  <Badge tone="success">{t('firma:::abonnement::badge_current')}</Badge>
                )}
              </h3>
              <PlanPrice plan={plan} />
              <p className="plan-column__text">{t(`firma:::abonnement::describe::${plan}`)}</p>
              <Button
                variant={button === 'current' ? 'secondary' : 'primary'}
                disabled={button === 'current'}
                onClick={() => choose(plan)}
              >
                {t(`firma:::abonnement::button::${button}`)}
              </Button>
            </section>
          );
        })}
      </div>
      <div className="field plan-terms">
        <label className="checkbox" htmlFor={termsId}>
          <input
            id={termsId}
            type="checkbox"
            checked={terms}
            aria-invalid={termsError || undefined}
            aria-describedby={termsError ? `${termsId}-error` : undefined}
            onChange={(event) => {
              setTerms(event.target.checked);
              if (event.target.checked) setTermsError(false);
            }}
          />
          <span>
            {t('firma:::abonnement::terms::before')}
            <Link to={paths.handelsbetingelser}>{t('firma:::abonnement::terms::link')}</Link>
            {t('firma:::abonnement::terms::after')}
          </span>
        </label>
        {termsError && (
          <span className="field__error" id={`${termsId}-error`} role="alert">
            {t('errors:::accept_terms')}
          </span>
        )}
      </div>
    </Card>
  );
}
