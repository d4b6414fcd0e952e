// @ts-check
/**
 * Lint: typescript-eslint's recommended rules, plus the import rules that keep the layers apart
 * (see ARCHITECTURE.md): no import cycles, and no import across a layer boundary the wrong way.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** Client code: runs in the browser (and in the prerender, through the SSR bundle). */
const CLIENT = ['src/app', 'src/runtime', 'src/stores', 'src/theme'];
/** Build-time code: runs in Node only. */
const NODE = ['src/node', 'scripts', 'vite.config.ts'];

/** `from` may not be imported by `target`; each zone names the rule it enforces. */
const zones = [
  {
    target: [...CLIENT, 'src/shared'],
    from: NODE,
    message: 'Client and shared code never import build-time code (src/node, scripts). Move what both need to src/shared/.',
  },
  { target: NODE, from: CLIENT, message: 'Build-time code imports client code only from src/shared/. Move the shared part there.' },
  { target: 'src/node', from: 'scripts', message: 'scripts/ are entry points over src/node/, never imported by it. Move what both need into src/node/.' },
  {
    target: 'src/shared',
    from: [...CLIENT, 'site.config.ts'],
    message: 'src/shared/ depends on nothing but itself and packages; pass the config in as an argument.',
  },
  {
    target: ['src/runtime', 'src/stores'],
    from: ['src/theme', 'src/app'],
    message: 'Only the app layer (src/app/) imports the theme; client behaviour never renders.',
  },
  { target: 'src/theme', from: 'src/app', message: 'The theme never imports the app layer (entries, routes); put what both need in src/runtime/.' },
];

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'dist-*/', '.cache/', '.generated/', 'test-results/', 'playwright-report/', '.test-reports/', 'e2e/fixtures/**/dist*/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript too, so no-cycle can follow them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
      // Unused names are TypeScript's job (noUnusedLocals, noUnusedParameters in tsconfig.json).
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    // The first Intl call of a page loads ICU locale data: ~100 ms of main thread in Chromium,
    // during hydration. Client code formats without it (src/shared/format-day.ts).
    files: [...CLIENT, 'src/shared'].map((dir) => `${dir}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Intl', message: 'Intl loads locale data on first use (~100 ms in Chromium); format without it, as src/shared/format-day.ts does.' },
      ],
      'no-restricted-properties': [
        'error',
        ...['toLocaleDateString', 'toLocaleTimeString', 'toLocaleString', 'localeCompare'].map((property) => ({
          property,
          message: 'Locale-aware formatting and comparison load ICU data on first use (~100 ms in Chromium); use a plain formatter or comparison.',
        })),
      ],
    },
  },
);
