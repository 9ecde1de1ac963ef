import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { packageBoundaries } from './lint/package-boundaries.mjs';
import { folderCircles } from './lint/folder-circles.mjs';
import { oneOfEach } from './lint/one-of-each.mjs';
import { oneOfEachBrowser } from './lint/one-of-each-browser.mjs';
import { packageExports } from './lint/package-exports.mjs';
import { temporaryFolders } from './lint/temporary-folders.mjs';
import { testEdgeStarts } from './lint/test-edge-starts.mjs';

// Libraries every package takes through shared-config, so one copy of each is shared and tree-shaken.
const SHARED_IMPORT_RULES = [
  ...['react-router', 'react-router-dom', 'react-router/dom'].map((name) => ({
    name,
    message: "Import routing from 'shared-config/router': one shared, tree-shaken router for every package.",
  })),
  {
    name: 'react-toastify',
    message:
      "Import from 'react-toastify/unstyled': the styled entry injects a <style> the CSP refuses, and each entry keeps its own toasts.",
  },
  ...['@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react', 'react-redux'].map((name) => ({
    name,
    message:
      "Import Redux from 'shared-config/redux' (stores) or 'shared-config/redux/query' (RTK Query): one shared, tree-shaken Redux for every package.",
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.prerender/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.module.css.d.ts',
      // The task graph's results and the tools' caches.
      '.cache/**',
      '**/.turbo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': ['error', { paths: SHARED_IMPORT_RULES }],
    },
  },
  {
    // The shell's bundle reads the route table the edge composed from its page: the checkout's own
    // table (local-site) would be a stale copy compiled into every shell release.
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...SHARED_IMPORT_RULES,
            {
              name: 'local-site',
              message:
                "Import from 'shared-config/site-table' or 'shared-config/site-paths': the shell routes by the table in its page, never the checkout's.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test-support/**', 'shared-config/src/router/**', 'shared-config/src/redux/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...packageBoundaries,
  ...packageExports,
  ...folderCircles,
  ...temporaryFolders,
  ...testEdgeStarts,
  ...oneOfEach,
  ...oneOfEachBrowser,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
