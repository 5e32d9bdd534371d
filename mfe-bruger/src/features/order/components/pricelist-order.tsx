// The company's pricelist on its profile (SPEC §1 'order from a company by its pricelist'): each
// category it works in, with its lines (and a line's price where the administrator set one, issue
// 33), and a 'Bestil' button that opens the order modal. Only a
// visitor or a customer can order; a logged-in company or administrator sees why not.
// The order modal with its forms is a chunk of its own (issue 30: not on the profile's first load),
// loaded when a 'Bestil' button is pointed at or pressed.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyPricelist } from '@opgavetorvet/contracts';
import { Button, formatAmount, useSessionUser } from '@opgavetorvet/ui';
import { LoadingModal } from '../../../components/loading-modal';
import { lazyPart, preloadOn } from '../../../lib/lazy-part';
import './order.css';

const OrderModal = lazyPart(() => import('./order-modal').then((module) => module.OrderModal));

interface PricelistOrderProps {
  companyId: number;
  pricelists: CompanyPricelist[];
}

export function PricelistOrder({ companyId, pricelists }: PricelistOrderProps) {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const [open, setOpen] = useState<CompanyPricelist | null>(null);
  const canOrder = !user || user.role === 'user';
  if (pricelists.length === 0) return <p className="muted">{t('bruger:::order::no_pricelist')}</p>;
  return (
    <>
      {!canOrder && <p className="muted">{t('bruger:::order::customers_only')}</p>}
      <ul className="pricelist" data-testid="pricelist">
        {pricelists.map((pricelist) => {
          const lineNames = pricelist.lines
            .filter((line) => line.name !== pricelist.name || line.price_kr !== undefined)
            .map((line) =>
              line.price_kr === undefined
                ? line.name
                : t('bruger:::order::line_price', { name: line.name, price: formatAmount(line.price_kr) }),
            );
          return (
            <li key={pricelist.category_id} className="pricelist__item">
              <div className="pricelist__text">
                <strong>{pricelist.name}</strong>
                {lineNames.length > 0 && <span className="muted">{lineNames.join(', ')}</span>}
              </div>
              <Button
                variant="secondary"
                disabled={!canOrder}
                onClick={() => setOpen(pricelist)}
                {...preloadOn(OrderModal)}
                aria-label={t('bruger:::order::order_line', { name: pricelist.name })}
              >
                {t('bruger:::order::order')}
              </Button>
            </li>
          );
        })}
      </ul>
      {open && (
        <Suspense fallback={<LoadingModal onClose={() => setOpen(null)} />}>
          <OrderModal companyId={companyId} categoryId={open.category_id} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
