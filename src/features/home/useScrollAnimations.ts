import { useEffect } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** Attribute the sections carry; it becomes AOS's `data-aos` only once AOS runs (see below). */
export const ANIMATE_ATTRIBUTE = 'data-animate';

let initialised = false;

/**
 * Scroll fade-ins with AOS. The markup carries `data-animate` instead of `data-aos`, so the pre-rendered page is
 * fully visible without JavaScript and with reduced motion (AOS's CSS hides every `[data-aos]` until it runs).
 * AOS is only loaded once the browser has said the visitor does not prefer reduced motion: starting on the
 * build's guess and cancelling later raced with AOS's arrival. AOS.init touches `document`, so it only runs in
 * this effect.
 */
export function useScrollAnimations() {
  const enabled = usePrefersReducedMotion() === false;
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    // The positions are read after the next frame, when the browser has laid out what hydration changed: read
    // earlier, they would force that layout inside this task.
    const afterNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    void Promise.all([import('./aos'), afterNextFrame()]).then(([{ default: AOS }]) => {
      if (cancelled) return;
      // What the visitor already sees (or has scrolled past) stays as it is: AOS would blank it until the next
      // scroll (a white band under the hero on a tall screen). Every position is read before any attribute is
      // written: a write between two reads makes the browser recompute the page's style for each section.
      const below = [...document.querySelectorAll<HTMLElement>(`[${ANIMATE_ATTRIBUTE}]`)].filter(
        (node) => node.getBoundingClientRect().top >= window.innerHeight,
      );
      for (const node of below) node.setAttribute('data-aos', node.getAttribute(ANIMATE_ATTRIBUTE) ?? 'fade-up');
      if (initialised) {
        AOS.refreshHard();
      } else {
        initialised = true;
        AOS.init({ offset: 150, duration: 1000, once: true, throttleDelay: 50 });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [enabled]);
}
