// Throttling of password checks lives in lib/password-throttle.ts (the jobs area checks profile
// passwords too); re-exported for the account routes and their tests.
export * from '../../lib/password-throttle.js';
