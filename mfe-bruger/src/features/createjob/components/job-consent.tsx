// The consent sentence beside 'Opret opgave' (issue 32): creating the job accepts the terms of use
// and confirms that the privacy policy was read (the UI kit's ConsentSentence); the submit button
// names the sentence as its description.
import { ConsentSentence } from '@opgavetorvet/ui/forms';

/** The sentence's id, which the submit button's aria-describedby names. */
export const JOB_CONSENT_ID = 'create-job-consent';

export function JobConsent() {
  return (
    <ConsentSentence textKey="bruger:::createjob::consent" id={JOB_CONSENT_ID} testId="create-job-consent" />
  );
}
