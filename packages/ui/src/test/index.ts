// Test helpers for the apps' component tests (imported as '@opgavetorvet/ui/test').
export { renderWithProviders, type ProvidersResult } from './render-with-providers';
export { mockFetch, type FakeReply, type FakeRoutes, type FakeServer } from './mock-fetch';
