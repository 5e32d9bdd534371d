// mfe-firma's './routes': the company portal under 'firma', its aliases under 'company', and the
// companies' help page under 'hjaelp' (/hjaelp/firma).
// Each page is its own chunk, loaded when first shown (lazyPage); a page with a path of its own
// names its chunk after it (page-firma-opgaver), which the service preloads with that page (chunks.json).
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@opgavetorvet/ui';
import { AliasRedirect } from '../components/alias-redirect';
import { FirmaLayout } from './firma-layout';
import { companyAliases, paths } from '../config/paths';

const BeskederPage = lazyPage(
  () => import(/* webpackChunkName: "page-firma-beskeder" */ '../features/beskeder/components/beskeder-page'),
  'BeskederPage',
);
const HjaelpPage = lazyPage(
  () => import(/* webpackChunkName: "page-hjaelp-firma" */ '../features/hjaelp/components/hjaelp-page'),
  'HjaelpPage',
);
const KontoPage = lazyPage(
  () => import(/* webpackChunkName: "page-firma-konto" */ '../features/konto/components/konto-page'),
  'KontoPage',
);
const PaymentReturnPage = lazyPage(
  () => import('../features/konto/components/payment-return-page'),
  'PaymentReturnPage',
);
const OpenJobsPage = lazyPage(
  () => import(/* webpackChunkName: "page-firma-opgaver" */ '../features/opgaver/components/open-jobs-page'),
  'OpenJobsPage',
);
const OplysningerPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-firma-oplysninger" */ '../features/oplysninger/components/oplysninger-page'
    ),
  'OplysningerPage',
);
const ReviewsPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-firma-anmeldelser" */ '../features/reviews/components/reviews-page'),
  'ReviewsPage',
);
const SubscriptionsPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-firma-abonnement" */ '../features/subscriptions/components/subscriptions-page'
    ),
  'SubscriptionsPage',
);
const VundnePage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-firma-opgaver-dine-vundne-opgaver" */ '../features/vundne/components/vundne-page'
    ),
  'VundnePage',
);

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
