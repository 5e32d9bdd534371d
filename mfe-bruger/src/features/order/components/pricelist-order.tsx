// The company's pricelist on its profile (SPEC §1 'order from a company by its pricelist'): each
// category it works in, with its lines, and a 'Bestil' button that opens the order modal. Only a
// visitor or a customer can order; a logged-in company or administrator sees why not.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyPricelist } from '@opgavetorvet/contracts';
import { Button, useSessionUser } from '@opgavetorvet/ui';
import { OrderModal } from './order-modal';
import './order.css';

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
            .map((line) => line.name)
            .filter((name) => name !== pricelist.name);
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
                aria-label={t('bruger:::order::order_line', { name: pricelist.name })}
              >
                {t('bruger:::order::order')}
              </Button>
            </li>
          );
        })}
      </ul>
      {open && (
        <OrderModal companyId={companyId} categoryId={open.category_id} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
