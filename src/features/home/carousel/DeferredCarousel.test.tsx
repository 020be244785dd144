// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredCarousel } from './DeferredCarousel';

// react-slick itself is not under test: a stand-in shows what the deferred component receives.
const loaded = vi.fn();
vi.mock('./Carousel', () => {
  loaded();
  return {
    Carousel: ({ label, settings, children }: { label: string; settings: { initialSlide?: number }; children: React.ReactNode }) => (
      <section aria-label={label} data-initial-slide={settings.initialSlide}>
        {children}
      </section>
    ),
  };
});

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observed: { callback: Callback; margin?: string; disconnected: boolean }[] = [];
beforeEach(() => {
  observed = [];
  loaded.mockClear();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: (typeof observed)[number];
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.record = { callback, margin: options?.rootMargin, disconnected: false };
        observed.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCarousel() {
  return render(
    <DeferredCarousel
      label="Press"
      settings={{}}
      placeholder={
        <ul aria-label="Static press list">
          <li>one</li>
          <li>two</li>
        </ul>
      }
    >
      <div>item</div>
    </DeferredCarousel>,
  );
}

describe('DeferredCarousel', () => {
  it('shows the placeholder, and fetches nothing, until the carousel comes within a screen of the viewport', async () => {
    renderCarousel();
    expect(screen.queryByRole('list', { name: 'Static press list' })).not.toBeNull();
    expect(observed).toHaveLength(1);
    expect(observed[0].margin).toBe('100% 0px');

    await act(async () => observed[0].callback([{ isIntersecting: false }]));
    expect(screen.queryByRole('region', { name: 'Press' })).toBeNull();
    expect(loaded).not.toHaveBeenCalled();

    await act(async () => observed[0].callback([{ isIntersecting: true }]));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Press' })).not.toBeNull());
    expect(screen.queryByRole('list', { name: 'Static press list' })).toBeNull();
    expect(observed[0].disconnected).toBe(true);
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('starts at the item the visitor swiped the built list to', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(300);
    renderCarousel();
    screen.getByRole('list', { name: 'Static press list' }).scrollLeft = 300;
    await act(async () => observed[0].callback([{ isIntersecting: true }]));
    expect((await screen.findByRole('region', { name: 'Press' })).getAttribute('data-initial-slide')).toBe('1');
  });
});
