import js from '@eslint/js';
import effector from 'eslint-plugin-effector';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'mf-*/releases/**',
      '**/.__mf__temp/**',
      'api/.data/**',
      'api/src/db/migrations/**',
      'e2e/.run/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'shared-contracts/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // eslint-plugin-effector reads types: typed linting only where effector is used, to keep lint fast.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared-contracts/src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { effector },
    rules: {
      ...effector.flatConfigs.recommended.rules,
      ...effector.flatConfigs.scope.rules,
      ...effector.flatConfigs.react.rules,
      'effector/no-watch': 'error',
    },
  },
  {
    // A transaction callback that reaches the outer `db` hangs PGlite for ever:
    // transactions open only through `withTransaction(db, (tx) => …)`, and its callback never names `db`.
    files: ['api/**/*.ts'],
    ignores: ['api/src/db/transaction.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Open transactions with withTransaction(db, (tx) => …) from api/src/db/transaction.ts.',
        },
        {
          selector: "CallExpression[callee.name='withTransaction'] > :function Identifier[name='db']",
          message: 'Inside withTransaction use tx only: the outer db hangs PGlite.',
        },
      ],
    },
  },
  {
    // API modules share code through api/src/lib (helpers) and api/src/domain (the core rules), never by importing another module.
    files: ['api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message:
                'A module does not import another module: move what both need to api/src/lib or api/src/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // Remotes and the shell reach shared code only through the package name: module federation shares
    // it by that name, so a relative path or alias into it would load a second copy of its stores.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.{1,2}/.*shared-contracts|shared-contracts/(src|build)(/|$))',
              message: "Import 'shared-contracts' by its package name or a published subpath.",
            },
            {
              group: ['mf-*', '**/mf-*/**', 'shell', '**/shell/**'],
              message: 'No package imports another app.',
            },
          ],
        },
      ],
    },
  },
);
