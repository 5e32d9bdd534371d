// The company's data on /firma/konto (issue 32): "Hent mine data" (a ZIP of everything stored about
// the company and its login, a plain download) and "Slet min konto" (erasure with the password:
// the profile is hidden, open offers withdrawn, agents and subscriptions end) — the cards a
// customer's account page shows too, from @opgavetorvet/ui/account.
import { useTranslation } from 'react-i18next';
import { PersonalDataCards } from '@opgavetorvet/ui/account';

export function PersonalDataSection() {
  const { t } = useTranslation();
  return (
    <section className="stack" aria-labelledby="konto-data-title" data-testid="firma-mine-data">
      <h2 className="section-title" id="konto-data-title">
        {t('common:::personal_data::title')}
      </h2>
      <PersonalDataCards level={3} eraseNote={t('common:::personal_data::erase_company_text')} />
    </section>
  );
}
