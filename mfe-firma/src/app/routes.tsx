// mfe-firma's './routes': the company portal under 'firma', its aliases under 'company', and the
// companies' help page under 'hjaelp' (/hjaelp/firma).
// Each page is its own chunk, loaded when first shown (lazyPage); a page with a path of its own
// names its chunk after it (page-firma-opgaver), which the service preloads with that page (chunks.json).
import type { RouteObject } from 'react-router-dom';
import { AREAS, PAGES, routeUnder, type PagePattern } from '@opgavetorvet/contracts';
import { lazyPage } from '@opgavetorvet/ui';
import { AliasRedirect } from '../components/alias-redirect';
import { FirmaLayout } from './firma-layout';
import { companyAliases, paths } from '../config/paths';

/** A page's route under the /firma mount. */
const firma = (page: PagePattern) => routeUnder(AREAS.firma, page);

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
const StatisticsPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-firma-statistik" */ '../features/statistik/components/statistics-page'),
  'StatisticsPage',
);
const SubscriptionsPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-firma-abonnement" */ '../features/subscriptions/components/subscriptions-page'
    ),
  'SubscriptionsPage',
);
// In the subscription page's chunk (its only way in is that page's link): one chunk fewer for the
// federation runtime to name (the portal's first load counts it; docs/decisions.md).
const TermsPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-firma-abonnement" */ '../features/subscriptions/components/terms-page'),
  'TermsPage',
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
    path: routeUnder(PAGES.home, AREAS.firma),
    element: <FirmaLayout />,
    children: [
      { index: true, element: <AliasRedirect to={paths.opgaver} /> },
      { path: firma(PAGES.firmaOpgaver), element: <OpenJobsPage /> },
      { path: firma(PAGES.firmaVundne), element: <VundnePage /> },
      { path: firma(PAGES.firmaBooking), element: <VundnePage /> },
      { path: firma(PAGES.firmaOplysninger), element: <OplysningerPage /> },
      { path: firma(PAGES.firmaBeskeder), element: <BeskederPage /> },
      { path: firma(PAGES.firmaAbonnement), element: <SubscriptionsPage /> },
      { path: firma(PAGES.firmaAnmeldelser), element: <ReviewsPage /> },
      { path: firma(PAGES.firmaKonto), element: <KontoPage /> },
      { path: firma(PAGES.firmaKontoBetaling), element: <PaymentReturnPage /> },
      { path: firma(PAGES.firmaStatistik), element: <StatisticsPage /> },
      { path: firma(PAGES.firmaHandelsbetingelser), element: <TermsPage /> },
    ],
  },
  {
    path: routeUnder(PAGES.home, AREAS.hjaelp),
    element: <FirmaLayout />,
    children: [{ path: routeUnder(AREAS.hjaelp, PAGES.hjaelpFirma), element: <HjaelpPage /> }],
  },
  {
    path: routeUnder(PAGES.home, AREAS.company),
    children: [
      { index: true, element: <AliasRedirect to={paths.opgaver} /> },
      ...companyAliases.map(([alias, to]) => ({
        path: routeUnder(AREAS.company, alias),
        element: <AliasRedirect to={to} />,
      })),
    ],
  },
];

export default routes;
