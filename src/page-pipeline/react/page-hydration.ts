/**
 * Whether the page's hydration has committed. Until then every component that mounts is hydrating built HTML and
 * must render what the build rendered; after it, a component that mounts (a lazy island, a dialog) is new and can
 * render the browser's values at once.
 *
 * The page hydrates in parts (docs/decisions/0063-a-boundary-per-part-of-the-page.md): the page's own boundary
 * (`HydrateInSlices`) first, then each part's (`HydrationSlice`), each in a commit of its own and in any order, since
 * a tap hydrates its own part first. A part is announced when the page's boundary commits, and done when its own
 * content commits; the page is hydrated when its boundary and every part announced are. Parts are kept by identity,
 * not counted: StrictMode (`reactStrictMode`, so `next dev`) runs every effect twice, and a part mounted anew after
 * hydration reports as it mounts, before it would be announced.
 */
/** The page's own boundary (`HydrateInSlices`), waited for from the start. */
export const PAGE_BOUNDARY: object = {};

const waiting = new Set<object>([PAGE_BOUNDARY]);
const hydrated = new WeakSet<object>();

/** A part in a boundary of its own is left to hydrate later; returns its withdrawal, for a part unmounted first. */
export function markPartWaiting(part: object): () => void {
  if (!hydrated.has(part)) waiting.add(part);
  return () => void waiting.delete(part);
}

/** The page's boundary, or a part, has hydrated (or was rendered in the browser). */
export function markPartHydrated(part: object): void {
  hydrated.add(part);
  waiting.delete(part);
}

export function isPageHydrated(): boolean {
  return waiting.size === 0;
}
