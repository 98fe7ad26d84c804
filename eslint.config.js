// Flat config: typescript-eslint's recommended rules for every workspace.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.bench/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Only the config module may read the environment (CONVENTIONS.md rule 5).
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through a config module.' }],
    },
  },
  {
    // Cross-process tests and scripts configure the processes they start.
    files: ['**/config.ts', '**/*.config.ts', '**/testing/**', 'scripts/src/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  // The dashboard runs in the browser: its globals, and the rules of hooks.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
