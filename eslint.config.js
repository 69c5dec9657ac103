import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const RESOLVERS_MESSAGE =
  "A domain does not import another domain's resolvers: what several domains compose goes to gateway/src/composition/.";

/** What a gateway domain may not import (its own files are `./…`, so `../<domain>/…` is always another's). */
const DOMAIN_PATTERNS = [
  {
    group: ['**/http', '**/http/**', '**/apollo', '**/apollo/**', '../../app', '../../index'],
    message: 'Domains do not reach into http/, apollo/ or the app: they get what they need in the context.',
  },
  { group: ['../*/*resolver*', '../../domains/*/*resolver*'], message: RESOLVERS_MESSAGE },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'web/dist/**',
      'web/dist-ssr/**',
      'gateway/dist/**',
      'gateway/src/__generated__/**',
      'web/src/gql/**',
      'coverage/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Features stay independent: shared code goes to components/ui or lib.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**', '../../features/**'],
              message: 'No cross-feature imports: move shared code to components/ui or lib.',
            },
            {
              // Strict layers: app/ composes features; features, components and lib never reach up into it.
              group: ['@/app/**', '**/app/**'],
              message: 'Nothing below app/ imports from it: shared code lives in lib or components/ui.',
            },
          ],
        },
      ],
    },
  },
  {
    // The entries (browser and server rendering), the app layer and the test harness (which renders the whole
    // app) may import anything.
    files: [
      'web/src/main.tsx',
      'web/src/entry-server.tsx',
      'web/src/app/**/*.{ts,tsx}',
      'web/src/test/**/*.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Gateway layers (docs/project-structure.md). Domains speak GraphQL and REST, never HTTP: the routes, the Apollo
  // server and the app are composed around them. A domain never imports another domain's resolvers: what several
  // domains compose goes to composition/. A domain's DTOs (upstream-types.ts) import nothing generated: the
  // generated resolver types are built on them.
  {
    files: ['gateway/src/domains/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: DOMAIN_PATTERNS }] },
  },
  {
    files: ['gateway/src/domains/*/upstream-types.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...DOMAIN_PATTERNS,
            {
              group: ['**/__generated__', '**/__generated__/**'],
              message: 'DTOs import nothing generated: codegen maps schema types onto them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['gateway/src/composition/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...DOMAIN_PATTERNS.slice(0, 1),
            { group: ['**/*resolver*'], message: RESOLVERS_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    // The REST client knows nothing of GraphQL: no graphql-js, Apollo server, schema, resolvers or GraphQL errors.
    files: ['gateway/src/upstream/**/*.ts'],
    ignores: ['gateway/src/upstream/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'graphql',
                'graphql/**',
                '@apollo/server',
                '@apollo/server/**',
                '@graphql-tools/**',
                'graphql-upload-minimal',
                '**/domains/**',
                '**/apollo/**',
                '**/__generated__/**',
                '../schema',
                '../scalars',
                '../errors',
                '../enums',
              ],
              message: 'upstream/ is the REST client: it knows nothing of GraphQL.',
            },
          ],
        },
      ],
    },
  },
  {
    // lib/ holds generic helpers: it imports packages and itself, nothing else of ours.
    files: ['gateway/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*', '../**'], message: 'lib/ imports nothing of ours outside lib/.' }] },
      ],
    },
  },
  {
    files: ['gateway/bin/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Tests may render the app around a screen; they still do not reach into another feature.
    files: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@/features/**', '../../features/**'], message: 'No cross-feature imports.' }],
        },
      ],
    },
  },
  {
    files: ['web/codegen/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
