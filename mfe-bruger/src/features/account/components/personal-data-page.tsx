// /bruger/mine-data (issue 32): "Hent mine data" (a ZIP of everything stored about the customer,
// a plain download) and "Slet min konto" (erasure with the password), with what each means — the
// cards a company's account page shows too, from @opgavetorvet/ui/account.
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@opgavetorvet/ui';
import { PersonalDataCards } from '@opgavetorvet/ui/account';
import { AccountNav } from './account-nav';

export function PersonalDataPage() {
  const { t } = useTranslation();
  return (
    <section className="stack" data-testid="bruger-mine-data">
      <PageTitle text={t('common:::personal_data::title')} />
      <AccountNav />
      <PersonalDataCards level={2} />
    </section>
  );
}
