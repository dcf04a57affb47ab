import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const area = (name) => `src/web/features/${name}/**`;
const areas = [
  'school-code',
  'login',
  'admin',
  'teacher',
  'parent',
  'chat',
  'not-found',
  'account',
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '@/server/*'],
              message: 'The web client never imports server code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-dom', '**/server/**', '**/web/**'],
              message: 'src/shared is pure TypeScript used by both sides.',
            },
          ],
        },
      ],
    },
  },
  // Domain code never holds the owner connection: routes and services get the request's scope
  // (request.scope), queries the transaction (Tx). Only platform folders open the database.
  {
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/seed/**',
      'src/server/commands/**',
      'src/server/platform/db/**',
      'src/server/platform/health/**',
      'src/server/platform/http/**',
      'src/server/platform/workers/**',
      'src/server/test/**',
      // An empty in-memory database for a child process's job, never the app's.
      'src/server/platform/sandbox/scratch-database.ts',
      'src/server/app.ts',
      'src/server/main.ts',
      'src/server/open-database.ts',
      'src/server/cluster.ts',
      'src/server/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['pg', '@electric-sql/pglite'].map((name) => ({
            name,
            message: 'Domain code never opens the database: use request.scope and its Tx.',
          })),
          patterns: [
            {
              group: [
                '**/db/*',
                '!**/db/tx.ts',
                '!**/db/schema.ts',
                '!**/db/request-scope.ts',
                '!**/db/like-pattern.ts',
                '!**/db/same-school-join.ts',
              ],
              message:
                'Domain code never holds the owner connection: take request.scope (routes, services) or Tx (queries).',
            },
            {
              group: ['../*/*.queries.ts', '../../*/*.queries.ts'],
              message:
                "A domain calls another domain's service or a platform module, never another domain's queries.",
            },
          ],
        },
      ],
    },
  },
  // One role's feature folder never imports another's.
  ...areas.map((name) => ({
    files: [area(name)],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: areas
                .filter((other) => other !== name)
                .flatMap((other) => [`**/features/${other}/**`, `@/web/features/${other}/**`]),
              message:
                'Feature areas do not import each other; move shared code to src/web/components or src/web/lib.',
            },
          ],
        },
      ],
    },
  })),
);
