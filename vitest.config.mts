import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    globals: true,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts'],
    // Components get a DOM; everything else (content layer, relay, server) runs in plain Node.
    environment: 'node',
    testTimeout: 30_000,
    // Two files per core: most of the slow files wait (child servers, lock timeouts, retries), not compute. Vitest's
    // own default gave one worker on CI's 2 cores (161 s); four took 76 s (decision 0061).
    maxWorkers: availableParallelism() * 2,
  },
});
