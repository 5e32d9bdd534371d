// The pricelist popup ('Use a calendar and a pricelist popup'): tells the company that customers
// can order from its pricelist and links to /hjaelp/firma?title=1 ('Foreslå ændringer til
// prislisten'). 'Forstået' marks it read through /firma/modal_prise_read, so it does not show again.
// Shown in the page above the jobs rather than as a blocking modal: it lands on every login.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Button, notifyFromError, notifyFromReply, useAppDispatch, useSessionUser } from '@opgavetorvet/ui';
import { useMarkPriceListReadMutation } from '../api/job-modals-api';
import { priceListRead } from '../lib/price-list-cookie';

/** `cookies`: the request's, when the service draws the page (app/first-screen.server.tsx); else the page's. */
export function PriceListNotice({ cookies }: { cookies?: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { user } = useSessionUser();
  const [dismissed, setDismissed] = useState(false);
  const [markRead, { isLoading }] = useMarkPriceListReadMutation();
  const companyId = user?.companyId ?? null;
  if (companyId === null || dismissed || priceListRead(companyId, cookies)) return null;

  const onRead = async () => {
    const result = await markRead({ popuppriselist: 1 });
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return;
    }
    dispatch(notifyFromReply(result.data));
    setDismissed(true);
  };
  return (
    <aside
      className="price-list-notice"
      aria-labelledby="price-list-notice-title"
      data-testid="price-list-notice"
    >
      <h2 id="price-list-notice-title" className="card__title">
        {t('firma:::opgaver_extra::pricelist::title')}
      </h2>
      <p>{t('firma:::opgaver_extra::pricelist::text')}</p>
      <div className="form-actions">
        <Button busy={isLoading} onClick={onRead}>
          {t('firma:::opgaver_extra::pricelist::read')}
        </Button>
        <Link className="btn btn--quiet" to={`${paths.hjaelp}?title=1`}>
          {t('firma:::opgaver_extra::pricelist::suggest')}
        </Link>
      </div>
    </aside>
  );
}
