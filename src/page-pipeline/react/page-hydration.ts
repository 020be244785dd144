/**
 * Whether the page's hydration has committed. Until then every component that mounts is hydrating built HTML and
 * must render what the build rendered; after it, a component that mounts (a lazy island, a dialog) is new and can
 * render the browser's values at once.
 *
 * The page hydrates in parts (docs/decisions/0063-a-boundary-per-part-of-the-page.md): the page's own boundary
 * (`HydrateInSlices`) first, then each part's (`HydrationSlice`), each in a commit of its own and in any order, since
 * a tap hydrates its own part first. A part is announced when the page's boundary commits, and done when its own
 * content commits; the page is hydrated when its boundary and every part announced are.
 */
let partsWaiting = 1;

/** A part in a boundary of its own is left to hydrate later. */
export function markPartWaiting(): void {
  partsWaiting += 1;
}

/** The page's boundary, or a part announced by `markPartWaiting`, has hydrated. */
export function markPartHydrated(): void {
  partsWaiting -= 1;
}

export function isPageHydrated(): boolean {
  return partsWaiting === 0;
}
