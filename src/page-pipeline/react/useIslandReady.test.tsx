// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIslandReady } from './useIslandReady';

/** The slots' observers, called by the test as the browser would when a slot comes near. */
let observers: { callback: (entries: { isIntersecting: boolean }[]) => void; target?: Element }[] = [];
/** The idle callbacks asked for, held until the test runs them as the browser's idle moments. */
let idle: (() => void)[] = [];
beforeEach(() => {
  observers = [];
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]['callback']) {
        this.record = { callback };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.target = target;
      }
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Island({ name }: { name: string }) {
  const slot = useRef<HTMLDivElement>(null);
  const ready = useIslandReady(slot);
  return (
    <div ref={slot} aria-label={name} role="group">
      <input aria-label={`${name} field`} />
      {ready ? `${name}: island` : `${name}: stand-in`}
    </div>
  );
}

const comesNear = (name: string) =>
  act(async () => observers.filter((observer) => observer.target?.getAttribute('aria-label') === name).forEach((observer) => observer.callback([{ isIntersecting: true }])));
const nextIdleMoment = () => act(async () => idle.shift()?.());

describe('useIslandReady', () => {
  it('waits near the viewport for an idle moment, each island for one of its own', async () => {
    render(
      <>
        <Island name="phone" />
        <Island name="video" />
      </>,
    );
    await act(async () => undefined);
    expect(idle).toEqual([]);
    await comesNear('phone');
    await comesNear('video');
    expect(screen.getByRole('group', { name: 'phone' }).textContent).toBe('phone: stand-in');
    await nextIdleMoment();
    expect(screen.getByRole('group', { name: 'phone' }).textContent).toBe('phone: island');
    expect(screen.getByRole('group', { name: 'video' }).textContent).toBe('video: stand-in');
    await nextIdleMoment();
    expect(screen.getByRole('group', { name: 'video' }).textContent).toBe('video: island');
  });

  it('does not wait when the visitor presses or types in the stand-in, near or not', async () => {
    render(<Island name="calculator" />);
    await act(async () => undefined);
    await act(async () => fireEvent.pointerDown(screen.getByRole('textbox', { name: 'calculator field' })));
    expect(screen.getByRole('group', { name: 'calculator' }).textContent).toBe('calculator: island');
    expect(idle).toEqual([]);
  });

  it('does not wait for a stand-in focused before the scripts ran', async () => {
    const built = document.createElement('div');
    built.innerHTML = renderToString(<Island name="phone" />);
    document.body.append(built);
    built.querySelector('input')!.focus();
    await act(async () => {
      hydrateRoot(built, <Island name="phone" />);
    });
    expect(built.textContent).toBe('phone: island');
    expect(idle).toEqual([]);
    built.remove();
  });
});
