import { Suspense, useRef, type ReactNode } from 'react';
import { useIslandReady } from './useIslandReady';
import { useFocusKept } from './useFocusKept';

type Props = {
  /**
   * An element of a `React.lazy` component: its code is fetched when it first renders, which is when the slot
   * is near the viewport and the browser idle, or the visitor is in the placeholder (useIslandReady).
   */
  children: ReactNode;
  /**
   * What the slot shows until then and while the code arrives: server-rendered, so it is also what a visitor
   * without JavaScript gets. Sized like what replaces it, so nothing below moves.
   */
  placeholder: ReactNode;
  className?: string;
};

/**
 * An interactive island whose code stays off the page's first load until the visitor scrolls near it, and off the
 * window where the page hydrates until the browser is idle or the visitor uses the placeholder (useIslandReady). A
 * focus inside the placeholder moves to the same control of the island that replaces it (useFocusKept).
 */
export function LazyIsland({ children, placeholder, className }: Props) {
  const slot = useRef<HTMLDivElement>(null);
  const ready = useIslandReady(slot);
  useFocusKept(slot);
  return (
    <div className={className} ref={slot}>
      {ready ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
