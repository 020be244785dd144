// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollAnimations } from './useScrollAnimations';
import { mockReducedMotionPreference } from './test-reduced-motion';

// AOS as the home page gets it, with a record of when its module is first fetched.
const aos = vi.hoisted(() => ({ fetched: vi.fn(), init: vi.fn(), refreshHard: vi.fn() }));
vi.mock('./aos', () => {
  aos.fetched();
  return { default: { init: aos.init, refreshHard: aos.refreshHard } };
});

let reducedMotion = false;
beforeEach(() => {
  mockReducedMotionPreference(() => reducedMotion);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function HomeSection() {
  useScrollAnimations();
  return <section data-animate="fade-up">Figures</section>;
}

/** The hook's idle callbacks, held until the test runs them: AOS is fetched only from one of them. */
let idle: (() => void)[] = [];
beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Renders, and lets the effects and the switch to the browser's values run (inside act). */
async function renderAndSettle() {
  render(<HomeSection />);
  await act(async () => undefined);
}

/** Runs the idle callbacks the hook asked for, as the browser's first idle moment would. */
const runIdle = () => act(async () => idle.splice(0).forEach((callback) => callback()));

const settled = { timeout: 5_000 };

// In file order: the first test must see the module never fetched at all.
describe('useScrollAnimations', () => {
  it('never fetches AOS for a visitor who prefers reduced motion, not even while the preference is unknown', async () => {
    reducedMotion = true;
    await renderAndSettle();
    // Not even scheduled: the fetch happens only from an idle callback, and none was asked for.
    expect(idle).toHaveLength(0);
    expect(aos.fetched).not.toHaveBeenCalled();
    expect(aos.init).not.toHaveBeenCalled();
  });

  it('starts AOS once the browser says the visitor does not prefer reduced motion, at its first idle moment', async () => {
    reducedMotion = false;
    await renderAndSettle();
    expect(aos.fetched).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    await runIdle();
    // Then a frame and the module's arrival.
    await vi.waitFor(() => expect(aos.init).toHaveBeenCalledTimes(1), settled);
    expect(aos.fetched).toHaveBeenCalledTimes(1);
  });

  describe('with sections that render only near the viewport', () => {
    /** Where each block is (its top, in px from the viewport's) and whether its section is rendered yet. */
    const layout = new Map<string, { top: number; rendered: boolean }>();
    const block = (node: Element) => layout.get(node.textContent ?? '')!;
    beforeEach(() => {
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
        return { top: block(this).top } as DOMRect;
      });
      Object.defineProperty(Element.prototype, 'checkVisibility', {
        configurable: true,
        value(this: Element, options?: { contentVisibilityAuto?: boolean }) {
          return !options?.contentVisibilityAuto || block(this).rendered;
        },
      });
    });
    afterEach(() => {
      delete (Element.prototype as Partial<Element>).checkVisibility;
    });

    function Page() {
      useScrollAnimations();
      return (
        <>
          <section data-animate="fade-up">In view</section>
          <section data-animate="fade-up">Rendered below</section>
          <section data-testid="later">
            <div data-animate="fade-up">Not rendered yet</div>
          </section>
        </>
      );
    }

    it("hands AOS a section's blocks once that section renders, and has it read every position again", async () => {
      reducedMotion = false;
      layout.set('In view', { top: 100, rendered: true });
      layout.set('Rendered below', { top: 1200, rendered: true });
      layout.set('Not rendered yet', { top: 3000, rendered: false });
      const { getByText, getByTestId } = render(<Page />);
      await act(async () => undefined);
      await runIdle();
      // The first hand-over marks every block it takes in one pass.
      await vi.waitFor(() => expect(getByText('Rendered below').getAttribute('data-aos')).toBe('fade-up'), settled);
      expect(getByText('In view').getAttribute('data-aos')).toBeNull();
      expect(getByText('Not rendered yet').getAttribute('data-aos')).toBeNull();
      const refreshes = aos.refreshHard.mock.calls.length;

      layout.set('Not rendered yet', { top: 1400, rendered: true });
      await act(async () => getByTestId('later').dispatchEvent(Object.assign(new Event('contentvisibilityautostatechange'), { skipped: false })));
      // Handed over at the next frame, together with AOS's fresh reading.
      await vi.waitFor(() => expect(getByText('Not rendered yet').getAttribute('data-aos')).toBe('fade-up'), settled);
      expect(aos.refreshHard.mock.calls.length).toBe(refreshes + 1);
    });
  });
});
