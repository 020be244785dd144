// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HydrateInSlices, HydrationSlice } from './HydrateInSlices';
import { isPageHydrated } from './page-hydration';

/** A part's control; `rendered` records which parts React has rendered in the browser. */
function Part({ name, rendered }: { name: string; rendered: string[] }) {
  rendered.push(name);
  return <button type="button">{name}</button>;
}

/** The built page in the document, then React hydrating it as the browser does, without waiting for it. */
function hydrateBuilt(page: (rendered: string[]) => ReactNode): string[] {
  document.body.innerHTML = `<div id="__next">${renderToString(page([]))}</div>`;
  const rendered: string[] = [];
  hydrateRoot(document.getElementById('__next')!, page(rendered));
  return rendered;
}

/** A tap as the browser dispatches it: not in `act`, which would run all of React's scheduled work with it. */
function tap(name: string) {
  screen.getByRole('button', { name }).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
}

// React then schedules its work as in the browser, rather than queueing it for `act`.
const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
beforeAll(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false));
afterAll(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment));
afterEach(() => {
  document.body.innerHTML = '';
});

describe('HydrationSlice', () => {
  it('lets a tap on one part before hydration hydrate that part only, and marks the page once every part has hydrated', async () => {
    const rendered = hydrateBuilt((log) => (
      <HydrateInSlices>
        <HydrationSlice>
          <Part name="menu" rendered={log} />
        </HydrationSlice>
        <HydrationSlice>
          <Part name="content" rendered={log} />
        </HydrationSlice>
      </HydrateInSlices>
    ));
    expect(rendered).toEqual([]);

    // React hydrates what the tapped element sits in at once, inside the tap's task, before the event goes on.
    tap('menu');
    expect(rendered).toEqual(['menu']);
    expect(isPageHydrated()).toBe(false);
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(false);

    await waitFor(() => expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true));
    expect(rendered).toEqual(['menu', 'content']);
    expect(isPageHydrated()).toBe(true);
  });

  it('is what spares the rest: in one boundary, the same tap hydrates the whole page in its task', () => {
    const rendered = hydrateBuilt((log) => (
      <Suspense>
        <Part name="menu" rendered={log} />
        <Part name="content" rendered={log} />
      </Suspense>
    ));
    tap('menu');
    expect(rendered).toEqual(['menu', 'content']);
  });
});
