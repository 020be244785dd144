import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  { ignores: ['node_modules/**', '.next/**', '.wrangler/**', 'out/**', 'out-preview/**', 'public/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Plain links on purpose: every page is its own pre-rendered document, and next/link's client routing would
      // add about 2.4 KiB gzip to every page's first load (docs/performance.md).
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // CommonJS on purpose (read with require() by next-i18next).
    files: ['next-i18next.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
