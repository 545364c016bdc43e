import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importBoundaries from './eslint-rules/import-boundaries.js';
import noCaseTwins from './eslint-rules/no-case-twins.js';
import noLiteralQueryKeys from './eslint-rules/no-literal-query-keys.js';
import noRoleLiterals from './eslint-rules/no-role-literals.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Browser code (src/) is typed by tsconfig.json, with the DOM's types only; the Node side by
        // tsconfig.node.json and dev-backend/tsconfig.json. The first that holds a file types it.
        project: ['./tsconfig.json', './tsconfig.node.json', './dev-backend/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    plugins: {
      local: {
        rules: {
          'import-boundaries': importBoundaries,
          'no-case-twins': noCaseTwins,
          'no-literal-query-keys': noLiteralQueryKeys,
          'no-role-literals': noRoleLiterals,
        },
      },
    },
    rules: { 'local/no-case-twins': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'build/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/import-boundaries': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'local/no-literal-query-keys': 'error',
      'local/no-role-literals': 'error',
      // One way to keep state in the URL (docs/url-state.md): a codec and ui/useUrlState.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['useSearchParams'],
              message: 'Keep state in the URL with ui/useUrlState and a codec (docs/url-state.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/useUrlState.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'dev-backend/tests/**/*.ts'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['dev-backend/**/*.ts', 'bench/**/*.ts'],
    // Fastify handlers are async by contract, with or without an await inside.
    rules: { 'no-console': 'off', '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['eslint.config.js', 'eslint-rules/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
