// The workspace's one lint configuration: every package's `lint` runs `eslint .` with it, after
// type-checking, so the rules that need types see the same program tsc does.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // Written by tools, not by hand: generated code, build output, captured fixtures and goldens.
  globalIgnores([
    '**/dist/',
    '**/src/generated/',
    '**/test/golden/',
    '**/test/fixtures/',
    '**/test-results/',
    '**/coverage/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A promise nobody awaits or handles loses its error: await it, return it, or `void` it on purpose.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // Type-only imports say so (`import type`, or `type` inline), so they vanish from the JavaScript.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      // A `let` assigned once after the closures that read it (parts made in a circle) stays a `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Tests, and the helpers only tests use, read untyped JSON freely: `any` stays out of sources.
    files: ['**/test/**', 'tools/test-support/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The launchers and config files in plain JavaScript are in no TypeScript program.
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  // Formatting is Prettier's alone (`pnpm format`): no rule of ESLint's argues with it.
  prettier,
);
