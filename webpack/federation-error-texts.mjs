// The federation runtime's error texts as the shell sends them: @module-federation/error-codes'
// desc.mjs, replaced in the shell's production build (federation.js) by this shorter one. The codes
// stay, and the runtime still adds each error's code and its troubleshooting address, so an error
// in the console reads "<text> #RUNTIME-008 … https://module-federation.io/guide/troubleshooting/…".
// What goes: the build and type-generation texts (a browser never meets them) and the long wording
// of the rest, about half a kilobyte of the federation runtime's 25 KiB budget (issue 13).
export const runtimeDescMap = {
  'RUNTIME-001': 'No remoteEntry exports.',
  'RUNTIME-002': 'Remote entry has no init.',
  'RUNTIME-003': 'No manifest.',
  'RUNTIME-004': 'Remote not found.',
  'RUNTIME-005': 'Bad loadShareSync (bundler).',
  'RUNTIME-006': 'Bad loadShareSync.',
  'RUNTIME-007': 'No remote snapshot.',
  'RUNTIME-008': 'Script failed to load.',
  'RUNTIME-009': 'No instance.',
  'RUNTIME-010': 'Name cannot change.',
  'RUNTIME-011': 'No remoteEntry URL.',
  'RUNTIME-012': 'Shared getter is not a function.',
  'RUNTIME-013': 'Invalid manifest.',
  'RUNTIME-014': 'Module not exposed.',
  'RUNTIME-015': 'Remote init failed.',
};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = runtimeDescMap;
