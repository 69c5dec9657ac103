import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
