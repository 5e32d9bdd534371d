// The one linter configuration of the repository: TypeScript and React hooks rules for every
// workspace; formatting is Prettier's job (.prettierrc.json).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The service's boundaries (CONVENTIONS.md): a file under services/src/routes/<area>/ imports only its
// own area, db/, lib/, plugins/ and the service's root files, never another area; lib/ and db/ import
// no route. Imports are relative, so the rule is per folder depth: from routes/<area>/ one `../`
// more than the file's depth inside its area reaches routes/, and a name after it is another area.
const AREA_MESSAGE =
  'A service area imports only its own folder, db/, lib/ and plugins/, never another area: move what two areas share down to db/ or lib/.';
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
            regex: '^(\\.\\./)+routes(/|$)',
            message:
              'lib/ and db/ are shared by the areas and import no route: areas depend on them, not back.',
          },
        ],
      },
    ],
  },
};

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
  ...serviceBoundaries,
  sharedCodeBoundary,
);
