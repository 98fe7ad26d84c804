// Flat config: typescript-eslint's recommended rules for every workspace.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

// The dashboard's folders (CONVENTIONS.md, after bulletproof-react): imports flow shared ->
// features -> app. A feature never imports another feature, and shared code (components,
// lib, stores, hooks, config, i18n) never imports a feature or the app.
const WEB = './web/src';
const FEATURES = readdirSync(`${WEB}/features`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const SHARED = ['components', 'lib', 'stores', 'hooks', 'config', 'i18n'];
const boundaryZones = [
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other: move what they share to components/, lib/ or stores/.',
  })),
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'Features do not import the app: the app composes features.' },
  ...SHARED.map((folder) => ({
    target: `${WEB}/${folder}`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared code does not import features or the app.',
  })),
];

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
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
);
