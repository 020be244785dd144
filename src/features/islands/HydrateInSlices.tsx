import { Suspense, type ReactNode } from 'react';

/**
 * Wraps the page in a Suspense boundary so that React hydrates it in slices, yielding to the browser every few
 * milliseconds, instead of in one task that blocks the main thread: React hydrates the root's shell at once and the
 * content of a boundary at a lower, interruptible priority (a click on a part not yet hydrated hydrates that part
 * first). The build puts the boundary's HTML back in place (src/scripts/inline-boundaries.ts), so the page is the
 * same HTML with or without JavaScript. See docs/decisions/0023-hydration-in-slices.md.
 */
export function HydrateInSlices({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
