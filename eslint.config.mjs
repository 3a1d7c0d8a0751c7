// ESLint flat config: TypeScript strict rules plus the architecture rules of ARCHITECTURE.md.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import compat from 'eslint-plugin-compat';

// Every folder under src/features is a feature of the borrower app. The boundary zones below are made for
// each folder on disk when ESLint loads this file, so a new feature folder is covered (and a removed one
// dropped) without editing the rule. (import-x's globs cannot say "another feature than mine", hence one
// zone per folder.)
const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The apps, above the features and the runtime they share (src/runtime: mount, store factory, plugins,
// providers, the store's typed hook, first-page signal): the borrower app (src/app, with its features),
// the company website (src/site) and the promotion landing (src/promotion).
// test/architecture/importGraph.test.ts holds the same levels.
const apps = ['app', 'site', 'promotion'];

// Security rules shared by every source file (spec: no HTML injection, no code evaluation).
const forbidden = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'dangerouslySetInnerHTML is forbidden: render server text as text.',
  },
  {
    selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
    message: 'innerHTML/outerHTML assignment is forbidden.',
  },
  {
    selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
    message: 'insertAdjacentHTML is forbidden.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-production/',
      'coverage/',
      'test-results/',
      'server/data/',
      'public/',
      '.lighthouse/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      react: { version: '19.3' },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      'react/prop-types': 'off',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': ['error', ...forbidden],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    // The support matrix (package.json browserslist): a web API an engine of the matrix lacks is an
    // error in src, unless the code tests for it first (README "Support matrix"). The scripts and
    // tests run in Node.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { compat },
    rules: { 'compat/compat': 'error' },
  },
  {
    // Application source: effects come from typed-redux-saga; layers depend one way.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-console': ['error', { allow: ['warn', 'error', 'debug'] }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'redux-saga/effects',
              message: 'Use typed-redux-saga effects with yield* in src.',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: ['node:*', 'webpack', 'webpack/*', '*-webpack-plugin', 'typescript'],
              message:
                'src holds browser code only: build code (webpack plugins, Node helpers) lives in build/.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Lower layers never import features, the runtime, the apps or entries.
            ...['platform', 'config', 'i18n', 'ui', 'shell'].map((layer) => ({
              target: `./src/${layer}`,
              from: [
                './src/features',
                './src/runtime',
                './src/qa',
                ...apps.map((app) => `./src/${app}`),
                './src/entries',
              ],
              message: `src/${layer} is a lower layer: it must not depend on features, runtime, qa, ${apps.join(', ')} or entries.`,
            })),
            // The widgets and the layers under them never import the app shell (the ui slice, its
            // sagas, the typed hooks, the connected components): a widget takes props instead.
            ...['platform', 'config', 'i18n', 'ui'].map((layer) => ({
              target: `./src/${layer}`,
              from: './src/shell',
              message: `src/${layer} is under the shell: it must not import src/shell (take props instead).`,
            })),
            // Features never import the runtime, the apps or entries.
            {
              target: './src/features',
              from: [
                './src/runtime',
                './src/qa',
                ...apps.map((app) => `./src/${app}`),
                './src/entries',
              ],
              message: `Features must not import the runtime, QA, the apps (${apps.join(', ')}) or entries.`,
            },
            // The runtime (what the apps boot and run on) imports no feature, app or entry.
            {
              target: './src/runtime',
              from: [
                './src/features',
                './src/qa',
                ...apps.map((app) => `./src/${app}`),
                './src/entries',
              ],
              message: `src/runtime runs every app: it must not import features, qa, ${apps.join(', ')} or entries.`,
            },
            // QA (the tape, replay, the developer pages) sits on the runtime and imports no product
            // feature, app or entry. Only the borrower app's route table and replay and the entries
            // (src/entries/qaStarter.ts, behind the one build condition) import it; the website and the
            // landing never do.
            {
              target: './src/qa',
              from: ['./src/features', ...apps.map((app) => `./src/${app}`), './src/entries'],
              message: `src/qa must not import product features, ${apps.join(', ')} or entries.`,
            },
            ...['site', 'promotion'].map((app) => ({
              target: `./src/${app}`,
              from: './src/qa',
              message: `src/${app} must not import src/qa: the entries hand the QA plugin to the runtime.`,
            })),
            ...apps.map((app) => ({
              target: `./src/${app}`,
              from: './src/entries',
              message: `src/${app} must not import entries.`,
            })),
            // The apps are separate: none imports another (what they share is src/runtime).
            ...apps.map((app) => ({
              target: `./src/${app}`,
              from: apps.filter((other) => other !== app).map((other) => `./src/${other}`),
              message: `src/${app} is an app of its own: it must not import another app.`,
            })),
            // The website and the landing take a feature of the app only through its index.ts, and
            // only what is truly shared (the website: the legal documents of legalDocs).
            ...['site', 'promotion'].map((app) => ({
              target: `./src/${app}`,
              from: './src/features',
              except: features.map((name) => `./${name}/index.ts`),
              message: `src/${app} may import a feature of the app only through its index.ts.`,
            })),
            // Browser code never imports the build's Node-side code.
            {
              target: './src',
              from: './build',
              message: 'src holds browser code: it must not import build/ (Node-only build code).',
            },
            // Under the widgets the layers go i18n < config < platform < ui: none imports one to its right
            // (the zones above keep all four under shell, features, app and entries). Type imports count
            // too. test/architecture/importGraph.test.ts checks the same order on the whole import graph.
            ...['i18n', 'config', 'platform'].map((layer, index) => {
              const above = ['config', 'platform', 'ui'].slice(index);
              return {
                target: `./src/${layer}`,
                from: above.map((upper) => `./src/${upper}`),
                message: `src/${layer} is a lower layer: it must not depend on ${above.join(', ')}.`,
              };
            }),
            // src/features/<name> imports another feature only through src/features/<other>/index.ts.
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [
                `./${name}`,
                ...features.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
              ],
              message: `src/features/${name} may import another feature only through its index.ts.`,
            })),
          ],
        },
      ],
    },
  },
  {
    // Widgets never read or write the store: the connected components are in src/shell.
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              message:
                'src/ui holds widgets that take props: a component reading the store belongs in src/shell.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**/*.{ts,tsx}', 'server/**/*.ts', 'build/**/*.ts', 'scripts/**/*', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
