// /firma/abonnement: the company's subscription per profile category (SPEC §2/§4): three plans
// each, the terms checkbox, and the upgrade/downgrade dialog. After a change the plans are read
// again, so the buttons show Current, Switch to Basic, Switch to Pro or Upgrade to Pro+ anew.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, EmptyState, PageTitle, Spinner, formatOre } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { useFirmaSubscriptionsQuery } from '../api/subscriptions-api';
import '../styles/subscriptions.css';
import { CategoryPlans } from './category-plans';
import { ChangePlanModal, type PlanChoice } from './change-plan-modal';

export function SubscriptionsPage() {
  const { t } = useTranslation();
  const { data, refetch } = useFirmaSubscriptionsQuery();
  const [choice, setChoice] = useState<PlanChoice | null>(null);

  return (
    <section className="stack" data-testid="firma-abonnement">
      <PageTitle text={t('firma:::abonnement::title')} />
      <p className="muted">{t('firma:::abonnement::intro')}</p>
      {!data && <Spinner />}
      {data && (
        <Card>
          <p className="subscription-balance" data-testid="subscription-balance">
            {t('firma:::abonnement::balance', {
              amount: t('firma:::abonnement::kroner', { amount: formatOre(data.balance_ore) }),
            })}
          </p>
        </Card>
      )}
      {data && data.subscriptions.length === 0 && (
        <EmptyState
          title={t('firma:::abonnement::empty')}
          action={<Link to={paths.oplysninger}>{t('firma:::abonnement::empty_link')}</Link>}
        />
      )}
      {data?.subscriptions.map((subscription) => (
        <CategoryPlans key={subscription.category_id} subscription={subscription} onChoose={setChoice} />
      ))}
      {choice && data && (
        <ChangePlanModal
          choice={choice}
          balanceOre={data.balance_ore}
          onClose={() => setChoice(null)}
          onChanged={() => void refetch()}
        />
      )}
    </section>
  );
}
