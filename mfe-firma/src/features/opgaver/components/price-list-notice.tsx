// The pricelist popup ('Use a calendar and a pricelist popup'): tells the company that customers
// can order from its pricelist and links to /hjaelp/firma?title=1 ('Foreslå ændringer til
// prislisten'). It is the job-inform modal of SPEC §2, forced open while its flag exists (the
// company has not acknowledged it: no popuppriselist_<companyId> cookie): no close button, Escape
// and the backdrop do nothing; only 'Forstået – vis ikke igen' (/firma/modal_prise_read) or the
// link away ends it. Its own chunk, loaded only while it is to be shown.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import {
  Button,
  Modal,
  notifyFromError,
  notifyFromReply,
  useAppDispatch,
  useSessionUser,
} from '@opgavetorvet/ui';
import { useMarkPriceListReadMutation } from '../api/job-modals-api';
import { priceListRead } from '../lib/price-list-cookie';

export function PriceListNotice() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { user } = useSessionUser();
  const [dismissed, setDismissed] = useState(false);
  const [markRead, { isLoading }] = useMarkPriceListReadMutation();
  const companyId = user?.companyId ?? null;
  if (companyId === null || dismissed || priceListRead(companyId)) return null;

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
    <Modal
      open
      isStatic
      title={t('firma:::opgaver_extra::pricelist::title')}
      onClose={() => undefined}
      testId="price-list-notice"
    >
      <p>{t('firma:::opgaver_extra::pricelist::text')}</p>
      <div className="form-actions">
        <Button busy={isLoading} onClick={onRead}>
          {t('firma:::opgaver_extra::pricelist::read')}
        </Button>
        <Link className="btn btn--quiet" to={`${paths.hjaelp}?title=1`}>
          {t('firma:::opgaver_extra::pricelist::suggest')}
        </Link>
      </div>
    </Modal>
  );
}
