// The administrators' pages (issue 33) as one chunk: the list and invitation, the second factor,
// and the audit log.
export { AdministratorsPage } from './administrators-page';
export { LogPage } from './log-page';
export { TotpPage } from './totp-page';
