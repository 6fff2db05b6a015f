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
    // lib/ is the code under the components: it never imports one (the route and render layers import lib, not
    // the other way), so lib's functions run in scripts and tests without React's tree.
    files: ['lib/**/*.{ts,tsx,mts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)components(/|$)',
              message:
                'lib/ must not import from components/: move the shared code into lib/, or the caller into components/.',
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS on purpose (plain node and every loader can run it): require() is its import.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
]

export default config
