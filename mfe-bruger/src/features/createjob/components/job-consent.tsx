// The consent sentence beside 'Opret opgave' (issue 32): creating the job accepts the terms of use
// and confirms that the privacy policy was read. Both open in a new tab, so the form stays as typed
// (also a photo on its way); the submit button names the sentence as its description.
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';

const KEY = 'bruger:::createjob::consent';
/** The sentence's id, which the submit button's aria-describedby names. */
export const JOB_CONSENT_ID = 'create-job-consent';

export function JobConsent() {
  const { t } = useTranslation();
  const link = (to: string, text: string) => (
    <a href={to} target="_blank" rel="noopener noreferrer">
      {text} <span className="visually-hidden">{t(`${KEY}::new_tab`)}</span>
    </a>
  );
  return (
    <p className="field__hint" id={JOB_CONSENT_ID} data-testid="create-job-consent">
      {t(`${KEY}::before`)}
      {link(paths.vilkaar, t(`${KEY}::terms`))}
      {t(`${KEY}::middle`)}
      {link(paths.privatlivspolitik, t(`${KEY}::privacy`))}
      {t(`${KEY}::after`)}
    </p>
  );
}
