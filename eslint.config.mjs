import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'out/**',
      'out-preview/**',
      'out-fixture/**',
      'out-fixture-preview/**',
      'out-fixture-later/**',
      'out-admin/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'bench-results/**',
    ],
  },
  {
    // CommonJS on purpose (plain node and every loader can run it): require() is its import.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
]

export default config
