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

/** Renders, then lets the effects, the switch to the browser's values, a few frames and the module load run. */
async function renderAndSettle() {
  render(<HomeSection />);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
}

// In file order: the first test must see the module never fetched at all.
describe('useScrollAnimations', () => {
  it('never fetches AOS for a visitor who prefers reduced motion, not even while the preference is unknown', async () => {
    reducedMotion = true;
    await renderAndSettle();
    expect(aos.fetched).not.toHaveBeenCalled();
    expect(aos.init).not.toHaveBeenCalled();
  });

  it('starts AOS once the browser says the visitor does not prefer reduced motion', async () => {
    reducedMotion = false;
    await renderAndSettle();
    expect(aos.fetched).toHaveBeenCalledTimes(1);
    expect(aos.init).toHaveBeenCalledTimes(1);
  });
});
