import { Suspense, useEffect, type ReactNode } from 'react';

/**
 * Marks the document once everything in the boundary is hydrated (`<html data-hydrated>`): the page's scripts load
 * after the page itself (docs/decisions/0024-scripts-after-load.md), so the browser tests wait for this mark before
 * they use what needs the script. Its effect runs after every effect before it in the tree.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/**
 * Wraps the page in a Suspense boundary so that React hydrates it in slices, yielding to the browser every few
 * milliseconds, instead of in one task that blocks the main thread: React hydrates the root's shell at once and the
 * content of a boundary at a lower, interruptible priority (a click on a part not yet hydrated hydrates that part
 * first). The build puts the boundary's HTML back in place (src/scripts/inline-boundaries.ts), so the page is the
 * same HTML with or without JavaScript. See docs/decisions/0023-hydration-in-slices.md.
 */
export function HydrateInSlices({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <HydratedMark />
    </Suspense>
  );
}
