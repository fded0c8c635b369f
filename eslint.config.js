// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Architecture: contracts → shared → (auth, dataProviders) → features (resources/<area>,
// custom/<area>) → app. A feature never imports a sibling feature; shared never imports upwards.
// contracts/ is what the console and the platform share (role names, the runtime configuration):
// both import it, it imports neither, and neither imports the other.
const elements = [
  { type: 'contracts', pattern: 'contracts' },
  { type: 'shared', pattern: 'src/shared' },
  { type: 'auth', pattern: 'src/auth' },
  { type: 'dataProviders', pattern: 'src/dataProviders' },
  { type: 'resources', pattern: 'src/resources/*', capture: ['area'] },
  { type: 'custom', pattern: 'src/custom/*', capture: ['area'] },
  { type: 'app', pattern: 'src/app' },
  { type: 'main', pattern: 'src/*.{ts,tsx}', partialMatch: false },
];

const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'coverage',
      '.tmp*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      // The node resolver with TypeScript extensions is enough for relative imports.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        2,
        {
          default: 'disallow',
          policies: [
            allow('shared', ['contracts', 'shared']),
            allow('auth', ['contracts', 'shared', 'auth']),
            allow('dataProviders', ['contracts', 'shared', 'auth', 'dataProviders']),
            allow('resources', ['contracts', 'shared', 'dataProviders']),
            allow('custom', ['contracts', 'shared', 'auth', 'dataProviders']),
            allow('app', [
              'contracts',
              'shared',
              'auth',
              'dataProviders',
              'resources',
              'custom',
              'app',
            ]),
            allow('main', ['contracts', 'shared', 'auth', 'dataProviders', 'app', 'main']),
          ],
        },
      ],
    },
  },
  {
    files: [
      'server/**/*.ts',
      'tests/integration/**/*.ts',
      'tests/e2e/**/*.ts',
      'bench/**/*.ts',
      '*.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  // The platform never imports the console, the console never imports the platform, and what
  // they share imports neither (architecture §2).
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/**'], message: 'The platform imports contracts/, not src/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The console imports contracts/, not server/.' },
          ],
          // Issue 16: these bring react-admin's configurable title editor (text field, select,
          // inputs) and its preferences inspector into every first screen.
          paths: [
            {
              name: 'react-admin',
              importNames: ['Layout', 'Title'],
              message: "The console's own: app/layout/AppLayout and shared/pageTitle/AppBarTitle.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/**', '**/server/**'], message: 'contracts/ imports neither side.' },
          ],
        },
      ],
    },
  },
);
