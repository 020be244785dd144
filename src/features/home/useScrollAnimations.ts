import { useEffect } from 'react';
import { whenIdle } from '@/page-pipeline/react/when-idle';
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
 *
 * The home page's sections render only as they come near the viewport (decision 0030), so a block is handed to AOS
 * when its section renders (`contentvisibilityautostatechange`), and AOS then reads every position afresh: read
 * earlier, the position would be one of a section not yet laid out, and reading it would lay that section out.
 */
export function useScrollAnimations() {
  const enabled = usePrefersReducedMotion() === false;
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let AOS: (typeof import('./aos'))['default'] | undefined;
    // Parts of the page whose blocks wait to be handed to AOS: the whole document at first, then each section as
    // it renders. Handled together once per frame.
    const waiting = new Set<ParentNode>([document]);
    let frame = 0;

    const handOver = () => {
      frame = 0;
      if (cancelled || !AOS) return;
      // What the visitor already sees (or has scrolled past) stays as it is: AOS would blank it until the next
      // scroll (a white band under the hero on a tall screen). Every position is read before any attribute is
      // written: a write between two reads makes the browser recompute the page's style for each section.
      const below = [...waiting]
        .flatMap((part) => [...part.querySelectorAll<HTMLElement>(`[${ANIMATE_ATTRIBUTE}]:not([data-aos])`)])
        // Not a block the browser skips rendering yet (`content-visibility: auto`): asking where it is would make
        // the browser lay its whole section out.
        .filter((node) => node.checkVisibility?.({ contentVisibilityAuto: true }) !== false && node.getBoundingClientRect().top >= window.innerHeight);
      waiting.clear();
      for (const node of below) node.setAttribute('data-aos', node.getAttribute(ANIMATE_ATTRIBUTE) ?? 'fade-up');
      if (initialised) {
        AOS.refreshHard();
      } else {
        initialised = true;
        AOS.init({ offset: 150, duration: 1000, once: true, throttleDelay: 50 });
      }
    };
    // A section that starts rendering brings its blocks, and moves the ones below it: AOS reads them all again.
    const onRenderStateChange = (event: Event) => {
      if ((event as ContentVisibilityAutoStateChangeEvent).skipped || !(event.target instanceof Element)) return;
      waiting.add(event.target);
      if (!frame) frame = requestAnimationFrame(handOver);
    };
    document.addEventListener('contentvisibilityautostatechange', onRenderStateChange, { capture: true });

    // Nothing on the first screen fades in, so AOS waits for the browser's first idle moment after hydration
    // (issue 43: a tap meanwhile gets its frame at once), and then for a frame, so that the positions are read once
    // the browser has laid out what hydration changed: read earlier, they would force that layout inside the task.
    const afterNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    void whenIdle()
      .then(() => Promise.all([import('./aos'), afterNextFrame()]))
      .then(([{ default: loaded }]) => {
        AOS = loaded;
        handOver();
      });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      document.removeEventListener('contentvisibilityautostatechange', onRenderStateChange, { capture: true });
    };
  }, [enabled]);
}
