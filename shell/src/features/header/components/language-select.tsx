// The language selector (Dansk / English): sets the `lang` cookie for 1 day and switches the texts.
import { useTranslation } from 'react-i18next';
import { isLanguage, languages, setLanguage } from '@opgavetorvet/ui';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <select
      className="language-select"
      data-testid="language-select"
      aria-label={t('common:::language::label')}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void setLanguage(event.target.value);
      }}
    >
      {languages.map((lng) => (
        <option key={lng} value={lng}>
          {t(`common:::language::${lng}`)}
        </option>
      ))}
    </select>
  );
}
