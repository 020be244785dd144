import { defineConfig } from 'vitest/config';

// Unit tests run in Node; component tests opt into a DOM with a `// @vitest-environment happy-dom` docblock.
export default defineConfig({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    globals: true,
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts'],
  },
});
