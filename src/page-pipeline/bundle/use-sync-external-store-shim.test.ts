import { createRequire } from 'node:module';
import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { useSyncExternalStore } from './use-sync-external-store-shim';

// The shim as react-i18next gets it outside the browser bundle (it ships no types).
const shim = createRequire(import.meta.url)('use-sync-external-store/shim') as { useSyncExternalStore: unknown };

describe('the browser bundle’s use-sync-external-store shim', () => {
  it('is the hook the installed shim hands out: React’s own', () => {
    expect(shim.useSyncExternalStore).toBe(React.useSyncExternalStore);
    expect(useSyncExternalStore).toBe(shim.useSyncExternalStore);
  });
});
