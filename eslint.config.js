// Flat config: typescript-eslint's recommended rules for every workspace.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';

// The dashboard's folders (CONVENTIONS.md, after bulletproof-react): imports flow shared ->
// features -> app. A feature never imports another feature, and shared code (components,
// lib, stores, hooks, config, i18n) never imports a feature or the app. Imports are
// relative, so the rules match the folder an import climbs into.
const FEATURES = readdirSync('./web/src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const SHARED = ['components', 'lib', 'stores', 'hooks', 'config', 'i18n'];
const into = (folders) => `^(\\.\\./)+(features/)?(${folders.join('|')})/`;
// Node 24 resolves each of the ~250 files behind date-fns' barrel one by one: importing it
// costs a server process about 1.6 s and 240 MB of RSS. Import each function from its own
// entry point. Listed in every config of this rule, because a
// later config's options replace an earlier one's for the files both match.
const barrels = [{ name: 'date-fns', message: "Import from 'date-fns/<function>': the barrel costs Node about 240 MB and 1.6 s to load." }];
const boundaries = [
  ...FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { paths: barrels, patterns: [
        { regex: into(FEATURES.filter((other) => other !== feature)), message: 'Features do not import each other: move what they share to components/, lib/ or stores/.' },
        { regex: '^(\\.\\./)+app/', message: 'Features do not import the app: the app composes features.' },
      ] }],
    },
  })),
  {
    files: SHARED.map((folder) => `web/src/${folder}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': ['error', { paths: barrels, patterns: [{ regex: '^(\\.\\./)+(features|app)/', message: 'Shared code does not import features or the app.' }] }],
    },
  },
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
      'no-restricted-imports': ['error', { paths: barrels }],
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
  ...boundaries,
  {
    // Handlers ask the app's clock for "now" (plugins/clock.ts), so tests can set it.
    files: ['services/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'services/api/src/testing/**', 'services/api/src/plugins/clock.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Use app.clock() (or an injected clock) instead of new Date().' }],
    },
  },
);
