// Every table of the product, re-exported for drizzle() and drizzle-kit.
export * from './accounts.js';
export * from './catalog.js';
export * from './companies.js';
export * from './jobs.js';
export * from './communication.js';
export * from './notices.js';
export * from './audit.js';
export * from './company-references.js';
export * from './files.js';
export * from './file-reports.js';
export * from './review-reports.js';
export * from './refunds.js';
export * from './company-prices.js';
export * from './account-settings.js';
export * from './admin-factors.js';
