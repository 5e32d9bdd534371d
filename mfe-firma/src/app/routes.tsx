// mfe-firma's './routes': the company portal under 'firma', its aliases under 'company', and the
// companies' help page under 'hjaelp' (/hjaelp/firma).
import type { RouteObject } from 'react-router-dom';
import { AliasRedirect } from '../components/alias-redirect';
import { FirmaLayout } from '../components/firma-layout';
import { companyAliases, paths } from '../config/paths';
import { BeskederPage } from '../features/beskeder/components/beskeder-page';
import { HjaelpPage } from '../features/hjaelp/components/hjaelp-page';
import { KontoPage } from '../features/konto/components/konto-page';
import { PaymentReturnPage } from '../features/konto/components/payment-return-page';
import { OpenJobsPage } from '../features/opgaver/components/open-jobs-page';
import { OplysningerPage } from '../features/oplysninger/components/oplysninger-page';
import { ReviewsPage } from '../features/reviews/components/reviews-page';
import { SubscriptionsPage } from '../features/subscriptions/components/subscriptions-page';
import { VundnePage } from '../features/vundne/components/vundne-page';

export const routes: RouteObject[] = [
  {
    path: 'firma',
    element: <FirmaLayout />,
    children: [
      { index: true, element: <AliasRedirect to={paths.opgaver} /> },
      { path: 'opgaver', element: <OpenJobsPage /> },
      { path: 'opgaver/dine-vundne-opgaver', element: <VundnePage /> },
      { path: 'opgaver/dine-vundne-opgaver/bookings/:contactId', element: <VundnePage /> },
      { path: 'oplysninger', element: <OplysningerPage /> },
      { path: 'beskeder', element: <BeskederPage /> },
      { path: 'abonnement', element: <SubscriptionsPage /> },
      { path: 'anmeldelser', element: <ReviewsPage /> },
      { path: 'konto', element: <KontoPage /> },
      { path: 'konto/betaling', element: <PaymentReturnPage /> },
    ],
  },
  {
    path: 'hjaelp',
    element: <FirmaLayout />,
    children: [{ path: 'firma', element: <HjaelpPage /> }],
  },
  {
    path: 'company',
    children: [
      { index: true, element: <AliasRedirect to={paths.opgaver} /> },
      ...Object.entries(companyAliases).map(([alias, to]) => ({
        path: alias,
        element: <AliasRedirect to={to} />,
      })),
    ],
  },
];

export default routes;
