// @vitest-environment happy-dom
import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

type Slices = typeof import('./HydrateInSlices');
type Hydration = typeof import('./page-hydration');

// Each test a page load of its own: the count lives in the module.
let slices: Slices;
let hydration: Hydration;
beforeEach(async () => {
  vi.resetModules();
  slices = await import('./HydrateInSlices');
  hydration = await import('./page-hydration');
});

// React then schedules its work as in the browser, rather than queueing it for `act`.
const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
beforeAll(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false));
afterAll(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment));
afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-hydrated');
});

/** Which generation of parts has committed: its effect runs after theirs, its earlier siblings'. */
function Committed({ generation }: { generation: number }) {
  useEffect(() => {
    committed = generation;
  }, [generation]);
  return null;
}
let committed = -1;

/** A page of two parts, as `Layout` makes it; its "remount" button mounts the parts anew. */
function Page({ wrap = (page) => page }: { wrap?: (page: ReactNode) => ReactNode }) {
  const { HydrateInSlices, HydrationSlice } = slices;
  const [generation, setGeneration] = useState(0);
  return wrap(
    <HydrateInSlices>
      <button type="button" onClick={() => setGeneration((n) => n + 1)}>
        remount
      </button>
      <div key={generation}>
        <HydrationSlice>
          <button type="button">menu</button>
        </HydrationSlice>
        <HydrationSlice>
          <button type="button">content</button>
        </HydrationSlice>
      </div>
      <Committed generation={generation} />
    </HydrateInSlices>,
  );
}

// React renders in slices between timers: on a loaded machine, later than `waitFor`'s default second.
const settled = { timeout: 10_000 };

function hydrateBuilt(page: ReactNode) {
  document.body.innerHTML = `<div id="__next">${renderToString(page)}</div>`;
  hydrateRoot(document.getElementById('__next')!, page);
}

describe('the page’s hydration count', () => {
  it('counts each part once under StrictMode, which runs effects twice (`next dev`: reactStrictMode)', async () => {
    hydrateBuilt(<Page wrap={(page) => <StrictMode>{page}</StrictMode>} />);
    await waitFor(() => expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true), settled);
    expect(hydration.isPageHydrated()).toBe(true);
  });

  it('stays hydrated when a part mounts anew after hydration', async () => {
    hydrateBuilt(<Page />);
    await waitFor(() => expect(hydration.isPageHydrated()).toBe(true), settled);
    screen.getByRole('button', { name: 'remount' }).click();
    await waitFor(() => expect(committed).toBe(1), settled);
    expect(hydration.isPageHydrated()).toBe(true);
  });
});
