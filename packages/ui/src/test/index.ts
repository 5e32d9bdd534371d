// Test helpers for the apps' component tests (imported as '@opgavetorvet/ui/test').
export { renderWithProviders, type ProvidersResult } from './render-with-providers';
export { localeResources } from './locale-resources';
export {
  heldReply,
  mockFetch,
  type FakeReply,
  type HeldReply,
  type FakeRoutes,
  type FakeServer,
} from './mock-fetch';
export { fakeUploadServer, type FakeUpload, type FakeUploadServer } from './fake-uploads';
export { posts } from './posts';
export { fakeInbox, inboxThreadOf, type FakeInbox, type InboxSide } from './fake-inbox';
export { messageFiles, type MessageFiles } from './message-files';
export {
  badBodiesOf,
  describeSchemaForms,
  formVerdict,
  serviceRefuses,
  type BadBody,
  type SchemaFormCase,
} from './schema-form-cases';
