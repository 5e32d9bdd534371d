// @opgavetorvet/ui/existing-profile: the typing-time e-mail lookup and the confirmation of an
// existing profile by its password (SPEC §6), for the forms with an e-mail field (create job, quote
// request, new company). Apart from the UI kit's singleton and from ./forms, so that only the pages
// with such a field load it.
export { ExistingProfileCheck, type ExistingProfileCheckProps } from './existing-profile-check';
export { useEmailOwner, EMAIL_LOOKUP_DELAY_MS, type EmailOwnerKind } from './use-email-owner';
