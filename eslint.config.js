// npm run lint: the team's habits as checks. typescript-eslint's recommended rules, React's
// rules of hooks, jsx-a11y's accessibility rules, and the import direction of
// docs/architecture.md ("Layers and the one direction of imports"), one block per layer.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A layer may import only what lies below it; `patterns` are the relative paths it must not take. */
function layer(name, files, forbidden, packages = []) {
  return {
    name: `layers/${name}`,
    files,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...packages.map((pkg) => ({ name: pkg, message: `${name} does not use ${pkg} (docs/architecture.md, layers).` })),
            // the browser's code validates with zod/mini: one import of the full zod puts all of it in
            // the shared zod chunk every first visit loads (+16 KB gzip, measured by npm run size)
            ...(name === 'src/server' ? [] : [{ name: 'zod', message: `${name} uses zod/mini, not the full zod (first load).` }]),
          ],
          patterns: forbidden.map(([regex, why]) => ({ regex, message: `${name}: ${why} (docs/architecture.md, layers).` })),
        },
      ],
    },
  };
}

const REACT = ['react', 'react-dom', '@xstate/react', '@tanstack/react-router', '@lingui/react', '@lingui/react/macro'];
const NETWORK = ['graphql-request'];
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** How deep a file may lie below its layer's folder (machines/<area>/, a feature's sub-folders). */
const DEPTHS = [0, 1, 2, 3];

export default tseslint.config(
  {
    ignores: ['dist/**', 'build/**', '.e2e-build/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'scratch/**', 'locales/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // tests and scripts read JSON answers whose shape they then assert
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // no `any` where the product's types are written; the test suites may use it for raw answers
    files: ['src/**/*.ts', 'src/**/*.tsx', 'machines/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },

  {
    // the other files of these folders (styles, schemas, shell scripts) are checked for their names only
    files: ['{src,machines,tests,scripts}/**/*.{css,graphql,sh,html,mts}'],
    processor: 'check-file/eslint-processor-check-file',
  },
  {
    // Small files named for what they hold, in kebab-case (docs/architecture.md, conventions); a
    // middle extension names the file's part (`.model`, `.test`, `.checks`, `.d`).
    files: ['{src,machines,tests,scripts}/**/*'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{src,machines,tests,scripts}/**/': 'KEBAB_CASE' }],
    },
  },

  layer('src/domain', ['src/domain/**'], [['^\\.\\./', 'domain imports nothing of the project']], [...REACT, 'xstate', ...NETWORK]),
  // A path that climbs out of a folder is as long as the file is deep in it: one block per depth.
  ...DEPTHS.map((depth) =>
    layer(
      'machines',
      [`machines/${'*/'.repeat(depth)}*`],
      [[`^(\\.\\./){${depth + 1}}(?!src/domain/)`, 'a machine imports only src/domain and other machines']],
      [...REACT, ...NETWORK],
    ),
  ),
  layer(
    'src/server',
    ['src/server/**'],
    [
      ['^(\\.\\./)+(api|features|routes|shell|ui|i18n|styles)(/|$)', 'the server uses only src/domain'],
      ['^(\\.\\./)+machines(/|$)', 'the server does not run machines'],
    ],
    [...REACT, 'xstate', ...NETWORK],
  ),
  layer(
    'src/api',
    ['src/api/**'],
    [['^(\\.\\./)+(server|features|routes|shell|ui|i18n)(/|$)', 'the client sits below every React layer and apart from the server']],
    REACT,
  ),
  layer('src/i18n', ['src/i18n/**'], [['^(\\.\\./)+(server|features|routes|shell|ui|api)(/|$)', 'i18n depends on nothing but the domain']]),
  layer('src/ui', ['src/ui/**'], [['^(\\.\\./)+(server|features|routes|shell)(/|$)', 'shared components know no feature, route or shell']]),
  layer('src/shell', ['src/shell/**'], [['^(\\.\\./)+(server|features|routes)(/|$)', 'the shell knows no feature or route']]),
  ...FEATURES.flatMap((feature) =>
    DEPTHS.map((depth) =>
      layer(
        `src/features/${feature}`,
        [`src/features/${feature}/${'*/'.repeat(depth)}*`],
        [
          [`^(\\.\\./){${depth + 1}}(?!${feature}/)[^./]`, 'features do not import one another: share through src/ui, src/shell or src/domain'],
          ['^(\\.\\./)+(server|routes)(/|$)', 'features are mounted by routes and reach the server through src/api'],
        ],
      ),
    ),
  ),
  layer('src/routes', ['src/routes/**'], [['^(\\.\\./)+server(/|$)', 'routes reach the server through src/api']]),
);
