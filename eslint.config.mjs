// Flat ESLint config. The module-boundary constraints are the purity gates of seeds §4.7.2 (gate A):
// they are data here so the migration tooling can tighten them per phase (tags `phase:*`).
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import { depConstraints, testDepConstraints } from './tools/lint/dep-constraints.mjs';

export default [
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '**/out/**', '**/.nx/**', '**/*.generated.*'],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    files: ['**/*.ts', '**/*.mts', '**/*.mjs', '**/*.js'],
    languageOptions: { parser: tseslint.parser },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints,
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.mts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Per-project vitest configs share one workspace-level base; they are build configuration, not code
    // of the project, so the project-boundary rule does not apply to them.
    files: ['**/vitest.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, allow: [], depConstraints: testDepConstraints },
      ],
    },
  },
];
