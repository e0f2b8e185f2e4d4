// The one lint config every package extends: typed rules, type-only imports, no non-null assertions;
// `.mjs` and `.js` files (Node scripts, the Vite preset, these configs) get the untyped rules; every file gets clubstay/import-boundaries (the dependency
// order of the workspace, see import-boundaries.js).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './import-boundaries.js';

/** @param {{ react?: boolean, tsconfigRootDir: string }} options */
export function clubstayLint({ react = false, tsconfigRootDir }) {
  return tseslint.config(
    { ignores: ['dist/**', 'storybook-static/**', '.tsbuild/**', 'test-results/**'] },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir } },
      rules: {
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
        '@typescript-eslint/no-non-null-assertion': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/require-await': 'off',
        // TanStack Router's control flow throws redirect() and notFound() results.
        '@typescript-eslint/only-throw-error': [
          'error',
          {
            allow: [
              { from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] },
            ],
          },
        ],
        '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      },
    },
    { plugins: { clubstay: boundariesPlugin }, rules: { 'clubstay/import-boundaries': 'error' } },
    // Plain Node scripts (build, bench and workspace scripts, the Vite preset, lint configs): the
    // recommended rules, without types.
    {
      files: ['**/*.mjs', '**/*.js'],
      ...tseslint.configs.disableTypeChecked,
      languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: globals.node },
    },
    ...(react
      ? [reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest']]
      : []),
  );
}

// This package's own lint (the rule, its test, this file).
export default clubstayLint({ tsconfigRootDir: import.meta.dirname });
