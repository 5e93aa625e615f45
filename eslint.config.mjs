// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Syntax-only rules: type-aware linting took minutes on this repository, and tsc already checks types.
export default defineConfig(
  // The same build and run output that .gitignore lists (Prettier reads .gitignore itself).
  globalIgnores(['**/dist/', '**/node_modules/', 'coverage/', 'data/', 'test/artifacts/', 'bench/.baselines/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // Like tsc's noUnused* options, spare `_` names: deliberately unused parameters and fields
      // left out of an object by destructuring.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Node built-ins, then packages (the workspace's @pratiche/* libraries among them), then
    // relative paths; each group sorted by path, no blank lines. Names inside braces are not sorted.
    plugins: { 'import-x': importX },
    settings: { 'import-x/internal-regex': '^@pratiche/' },
    rules: {
      'import-x/order': [
        'error',
        {
          groups: ['builtin', ['external', 'internal'], ['parent', 'sibling', 'index']],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    // The two classic hooks rules only: the plugin's React Compiler rules judge code by what that
    // compiler can memoise (the app does not use it) and took two thirds of the lint time.
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', process: 'readonly' } },
    // CommonJS modules import with require.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Last: turns off every rule that Prettier's formatting would contradict.
  prettier,
);
