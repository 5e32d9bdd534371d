// A sign-up's consent sentence (issue 32): "By creating … you accept our terms of use and confirm
// that you have read the privacy policy", both linked, beside the button that creates the profile
// or the job (the button names the sentence by `id` in its aria-describedby). The links open in a
// new tab, so the form (in the login modal, or with a photo on its way) stays as typed. `textKey`
// holds the parts: before, terms, middle, privacy, after and new_tab (what a screen reader hears
// after each link).
// The underline stops at a link's last word: its words are a box of their own in the link's flex
// layout (.consent-link, forms.css), where the space before the hidden note is not drawn, so no
// underlined space stands before the full stop. The space stays in the link's text, where a
// screen reader's name ('vilkår (åbner i en ny fane)') has it: at the edge of an element of its own
// (the hidden note's start, or outside the link) it would be trimmed from the name.
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
    <a className="consent-link" href={to} target="_blank" rel="noopener noreferrer">
      <span className="consent-link__words">{text.trim()}</span>{' '}
      <span className="visually-hidden">{t(`${textKey}::new_tab`)}</span>
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
