// A sign-up's consent sentence (issue 32): "By creating … you accept our terms of use and confirm
// that you have read the privacy policy", both linked. They open in a new tab, so the form (in the
// login modal) stays as typed. `textKey` holds the parts: before, terms, middle, privacy, after and
// new_tab (what a screen reader hears after each link).
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';

export function ConsentSentence({ textKey, id }: { textKey: string; id: string }) {
  const { t } = useTranslation();
  const link = (to: string, text: string) => (
    <a href={to} target="_blank" rel="noopener noreferrer">
      {text} <span className="visually-hidden">{t(`${textKey}::new_tab`)}</span>
    </a>
  );
  return (
    <p className="field__hint" id={id}>
      {t(`${textKey}::before`)}
      {link(paths.vilkaar, t(`${textKey}::terms`))}
      {t(`${textKey}::middle`)}
      {link(paths.privatlivspolitik, t(`${textKey}::privacy`))}
      {t(`${textKey}::after`)}
    </p>
  );
}
