// The one linter configuration of the repository: TypeScript and React hooks rules for every
// workspace; formatting is Prettier's job (.prettierrc.json).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The service's boundaries (CONVENTIONS.md): a file under services/src/routes/<area>/ imports only its
// own area, domain/, db/, lib/, plugins/ and the service's root files, never another area; lib/ and
// db/ import no route and no domain. Imports are relative, so the rule is per folder depth: from routes/<area>/ one `../`
// more than the file's depth inside its area reaches routes/, and a name after it is another area.
const AREA_MESSAGE =
  'A service area imports only its own folder, domain/, db/, lib/ and plugins/, never another area: move what two areas share down to domain/, db/ or lib/.';
const serviceBoundaries = [0, 1, 2, 3, 4, 5].map((depth) => ({
  files: [`services/src/routes/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: `^(\\.\\./){${depth + 1}}(?!\\.\\./)`, message: AREA_MESSAGE },
          { regex: `^(\\.\\./){${depth + 2}}routes/`, message: AREA_MESSAGE },
        ],
      },
    ],
  },
}));
const sharedCodeBoundary = {
  files: ['services/src/{lib,db}/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(\\.\\./)+(routes|domain)(/|$)',
            message:
              'lib/ and db/ are shared by the areas and domain/ and import no route and no domain: they depend on them, not back.',
          },
        ],
      },
    ],
  },
};
// domain/ (the job's and the contact's life, CONVENTIONS.md "One path per thing") sits between the
// areas and lib/ and db/: areas call it, it imports only db/, lib/ and the service's root files.
const domainBoundary = {
  files: ['services/src/domain/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(\\.\\./)+(routes|plugins)(/|$)',
            message:
              'domain/ imports only db/, lib/ and the root files, never a route or a plugin: areas call it.',
          },
        ],
      },
    ],
  },
};

// The front ends' boundaries (CONVENTIONS.md, Front end): the shell, each remote and each package
// imports only its own src/ and packages by name (@opgavetorvet/ui, @opgavetorvet/contracts,
// libraries), never another front end. Inside a front end, a feature (src/features/<feature>/)
// imports its own folder, src/components, src/lib, src/config and packages, never another feature;
// components/, lib/ and config/ import no feature; app/ and the root files put features together.
// As for the service, the rule is per folder depth below src/ (k folders): k + 1 times `../` leaves
// src/, and from a feature k - 1 times `../` reaches features/, where a name is another feature.
const FRONT_END_MESSAGE =
  'A front end imports only its own src/ and packages by name (@opgavetorvet/ui, @opgavetorvet/contracts), never another front end: move what two share into packages/ui.';
const FEATURE_MESSAGE =
  'A feature imports only its own folder, src/components, src/lib, src/config and packages, never another feature: move what two share down to components/ or lib/, or compose them in app/.';
const SHARED_MESSAGE =
  'components/, lib/ and config/ are shared by the features and import none: features depend on them, not back; compose in app/.';
const ups = (n) => `(\\.\\./){${n}}`;
const otherFrontEnds = {
  group: ['@opgavetorvet/shell', '@opgavetorvet/mfe-*'],
  message: FRONT_END_MESSAGE,
};
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [otherFrontEnds, ...patterns] }] },
});
const frontEndBoundaries = [0, 1, 2, 3, 4, 5, 6].flatMap((k) => {
  const below = (dir) => `${dir}/${'*/'.repeat(k)}*.{ts,tsx}`;
  const leavesSrc = { regex: `^${ups(k + 1)}(?!src/)`, message: FRONT_END_MESSAGE };
  const configs = [restrict([below('{shell,mfe-*,packages/*}/src')], [leavesSrc])];
  if (k >= 1) {
    configs.push(
      restrict(
        [below('{shell,mfe-*}/src').replace('/src/*/', '/src/{components,lib,config}/')],
        [leavesSrc, { regex: `^${ups(k)}features/`, message: SHARED_MESSAGE }],
      ),
    );
  }
  if (k >= 2) {
    configs.push(
      restrict(
        [below('{shell,mfe-*}/src').replace('/src/*/*/', '/src/features/*/')],
        [
          leavesSrc,
          { regex: `^${ups(k - 1)}(?!\\.\\./)`, message: FEATURE_MESSAGE },
          { regex: `^${ups(k)}features/`, message: FEATURE_MESSAGE },
        ],
      ),
    );
  }
  return configs;
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'services/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Every database call of the service is awaited (the store is asynchronous on both engines): a
  // promise left floating or passed where a value is expected is a missed await, so these rules
  // read the types.
  {
    files: ['services/src/**/*.{ts,tsx}', 'bench/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  ...serviceBoundaries,
  sharedCodeBoundary,
  domainBoundary,
  ...frontEndBoundaries,
);
