// A sign-up's consent sentence (issue 32): "By creating … you accept our terms of use and confirm
// that you have read the privacy policy", both linked, beside the button that creates the profile
// or the job (the button names the sentence by `id` in its aria-describedby). The links open in a
// new tab, so the form (in the login modal, or with a photo on its way) stays as typed. `textKey`
// holds the parts: before, terms, middle, privacy, after and new_tab (what a screen reader hears
// after each link).
import { useTranslation } from 'react-i18next';
import { PAGES } from '@opgavetorvet/contracts';

export interface ConsentSentenceProps {
  textKey: string;
  id: string;
  testId?: string;
}

export function ConsentSentence({ textKey, id, testId }: ConsentSentenceProps) {
  const { t } = useTranslation();
  const link = (to: string, text: string) => (
    <a href={to} target="_blank" rel="noopener noreferrer">
      {text} <span className="visually-hidden">{t(`${textKey}::new_tab`)}</span>
    </a>
  );
  return (
    <p className="field__hint" id={id} data-testid={testId}>
      {t(`${textKey}::before`)}
      {link(PAGES.vilkaar, t(`${textKey}::terms`))}
      {t(`${textKey}::middle`)}
      {link(PAGES.privatlivspolitik, t(`${textKey}::privacy`))}
      {t(`${textKey}::after`)}
    </p>
  );
}
