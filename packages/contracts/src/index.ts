// The request and reply schemas of every call; the service validates with them, forms reuse them.
export * from './common.js';
export * from './accounts.js';
export * from './catalog.js';
export * from './portals.js';
export * from './jobs.js';
