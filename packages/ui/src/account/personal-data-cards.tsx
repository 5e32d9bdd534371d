// "Hent mine data" and "Slet min konto" (issue 32), on /bruger/mine-data and /firma/konto: the
// download link to the ZIP of everything stored about the account, and the erasure with the password,
// each with what it means. `level` is the cards' heading level on the page; `eraseNote` says more
// about what erasing this kind of account does.
import { useTranslation } from 'react-i18next';
import { PERSONAL_DATA_EXPORT_PATH } from '@opgavetorvet/contracts';
import { Card } from '@opgavetorvet/ui';
import { EraseAccountForm } from './erase-account-form';

export interface PersonalDataCardsProps {
  level: 2 | 3;
  eraseNote?: string;
}

export function PersonalDataCards({ level, eraseNote }: PersonalDataCardsProps) {
  const { t } = useTranslation();
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingClass = level === 2 ? 'section-title' : undefined;
  return (
    <>
      <Card className="stack">
        <Heading className={headingClass}>{t('common:::personal_data::export_title')}</Heading>
        <p>{t('common:::personal_data::export_text')}</p>
        <p>
          <a className="btn btn--primary" href={PERSONAL_DATA_EXPORT_PATH} download data-testid="export-link">
            {t('common:::personal_data::export_button')}
          </a>
        </p>
      </Card>
      <Card className="stack">
        <Heading className={headingClass}>{t('common:::personal_data::erase_title')}</Heading>
        <p>{t('common:::personal_data::erase_text')}</p>
        {eraseNote && <p>{eraseNote}</p>}
        <EraseAccountForm />
      </Card>
    </>
  );
}
