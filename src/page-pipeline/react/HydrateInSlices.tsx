import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { isPageHydrated, markPartHydrated, markPartWaiting, PAGE_BOUNDARY } from './page-hydration';
import { useHydrated } from './useHydrated';

/**
 * The last child of the page's boundary and of each part's: its effects run after every effect before it in its
 * boundary. Reports that its boundary has hydrated, then marks the document once every part has and the browser's
 * values are in too (`<html data-hydrated>`): the page's scripts load after the page itself
 * (docs/decisions/0024-scripts-after-load.md), so the browser tests wait for this mark before they use what needs
 * the script. The values switch in transitions, which React renders together
 * (docs/decisions/0027-browser-values-switch-in-a-transition.md): the last part's commit brings them all.
 */
function HydratedMark({ part }: { part: object }) {
  const browserValuesIn = useHydrated();
  // First, so that a part mounted after hydration, whose values are in at once, has reported when the check runs.
  useEffect(() => markPartHydrated(part), [part]);
  useEffect(() => {
    if (browserValuesIn && isPageHydrated()) document.documentElement.dataset.hydrated = '';
  }, [browserValuesIn]);
  return null;
}

/**
 * Wraps the page in a Suspense boundary so that React hydrates it in slices, yielding to the browser every few
 * milliseconds, instead of in one task that blocks the main thread: React hydrates the root's shell at once and the
 * content of a boundary at a lower, interruptible priority. The build puts the boundary's HTML back in place
 * (src/page-pipeline/export/inline-boundaries.ts), so the page is the same HTML with or without JavaScript. See
 * docs/decisions/0023-hydration-in-slices.md.
 */
export function HydrateInSlices({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <HydratedMark part={PAGE_BOUNDARY} />
    </Suspense>
  );
}

/**
 * A part of the page (the header, the content, the footer) in a boundary of its own, hydrated after the page's
 * boundary. A tap on a part not yet hydrated makes React hydrate, inside that tap's task, the boundaries between
 * the root and the tapped element, each one without the boundaries it holds: with the page in parts, that is the
 * page's thin frame and the tapped part, not the whole page
 * (docs/decisions/0063-a-boundary-per-part-of-the-page.md).
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  // This part in the page's count: the same object for both runs of StrictMode's effects.
  const [part] = useState(() => ({}));
  // Runs when the page's boundary commits; the part's own content hydrates later, in a commit of its own.
  useEffect(() => markPartWaiting(part), [part]);
  return (
    <Suspense>
      {children}
      <HydratedMark part={part} />
    </Suspense>
  );
}
