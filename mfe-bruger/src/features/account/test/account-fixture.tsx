// The customer's account pages in their tests: the account GET /api/bruger/konto answers (Mette
// Hansen's facts; no jobs, reviews or bookings unless a test gives them) and the pages rendered at an
// address under the routes the remote gives them (/bruger/account, /bruger/profil, /bruger/account-transactions).
import { Route, Routes } from 'react-router-dom';
import { PAGES, type CustomerAccountReply } from '@opgavetorvet/contracts';
import { renderWithProviders, type ProvidersResult } from '@opgavetorvet/ui/test';
import { AccountPage } from '../components/account-page';
import { ProfilePage } from '../components/profile-page';
import { TransactionsPage } from '../components/transactions-page';

export const customerAccount = (over: Partial<CustomerAccountReply> = {}): CustomerAccountReply => ({
  profile: {
    name: 'Mette Hansen',
    email: 'bruger@demo.dk',
    phone: '28 85 08 02',
    zip: '2100',
    city: 'København Ø',
    created_at: 1_759_082_569,
    last_login_at: null,
    social_login: false,
  },
  jobs: { total: 0, open: 0, assigned: 0, finished: 0, cancelled: 0, closed: 0 },
  reviews_count: 0,
  bookings: [],
  ...over,
});

export function renderAccountPages(route: string): ProvidersResult {
  return renderWithProviders(
    <Routes>
      <Route path={PAGES.brugerAccount} element={<AccountPage />} />
      <Route path={PAGES.brugerProfil} element={<ProfilePage />} />
      <Route path={PAGES.brugerAccountTransactions} element={<TransactionsPage />} />
    </Routes>,
    { route },
  );
}
