// The request and reply schemas of every call; the service validates with them, forms reuse them.
export * from './common.js';
export * from './accounts.js';
export * from './catalog.js';
export * from './portals.js';
export * from './jobs.js';
export * from './subscriptions.js';
export * from './company-settings.js';
export * from './reviews.js';
export * from './support.js';
export * from './company-jobs.js';
export * from './bookings.js';
export * from './customer-jobs.js';
export * from './orders.js';
export * from './messages.js';
export * from './social.js';
export * from './cancellation-decisions.js';
export * from './company-profile.js';
