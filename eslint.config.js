import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly', fetch: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use a union of string literals.' }],
    },
  },
  {
    // The core runs on every runtime: no Node built-ins and no environment reads.
    files: ['src/**/*.ts', 'worker/**/*.ts'],
    ignores: ['src/cli/**', 'src/action/**', 'src/emulator/node/**', 'src/node/**', 'worker/node.ts', 'worker/lambda.ts', 'worker/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', 'fs', 'path', 'os', 'child_process', 'http', 'https', 'crypto', 'undici'], message: 'The core takes its I/O injected; Node-only code lives in the faces.' }] }],
      'no-restricted-globals': ['error', { name: 'process', message: 'The core reads no environment; the faces pass configuration in.' }],
    },
  },
);
