// What every account page shares: its title, the sub-navigation and the account data
// (GET /api/bruger/konto), with a spinner while it loads and a message when it cannot.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerAccountReply } from '@opgavetorvet/contracts';
import { ErrorArea, PageTitle, Spinner } from '@opgavetorvet/ui';
import { useCustomerAccountQuery } from '../api/account-api';
import { AccountNav } from './account-nav';

interface AccountFrameProps {
  title: string;
  testId: string;
  children: (account: CustomerAccountReply) => ReactNode;
}

export function AccountFrame({ title, testId, children }: AccountFrameProps) {
  const { t } = useTranslation();
  const { data, isLoading } = useCustomerAccountQuery();
  return (
    <section className="stack" data-testid={testId}>
      <PageTitle text={title} />
      <AccountNav />
      {isLoading ? (
        <Spinner />
      ) : data ? (
        children(data)
      ) : (
        <ErrorArea message={t('bruger:::account::load_error')} />
      )}
    </section>
  );
}
