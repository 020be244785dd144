/**
 * Whether the page's hydration has committed. Until then every component that mounts is hydrating built HTML and
 * must render what the build rendered; after it, a component that mounts (a lazy island, a dialog) is new and can
 * render the browser's values at once. The page is hydrated in one pass (one Suspense boundary,
 * docs/decisions/0023-hydration-in-slices.md), which `HydrateInSlices` reports here.
 */
let pageHydrated = false;

export function markPageHydrated(): void {
  pageHydrated = true;
}

export function isPageHydrated(): boolean {
  return pageHydrated;
}
