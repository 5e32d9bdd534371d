// The two legal pages as one chunk of the shell (routes.tsx loads them from here): they are read
// together, and every chunk is an entry in the federation runtime's maps that each first load counts.
export { PrivacyPolicyPage } from './privacy-policy-page';
export { TermsPage } from './terms-page';
