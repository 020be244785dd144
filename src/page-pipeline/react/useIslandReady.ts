import { startTransition, useEffect, useState, type RefObject } from 'react';
import { useNearViewport } from './useNearViewport';
import { whenIdle } from './when-idle';

/** What a visitor does in an island's built stand-in that brings its code at once. */
const FIRST_INTERACTION = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Becomes true, once and for good, when an island's code should load and render: its slot has come near the
 * viewport (useNearViewport) and the browser has had an idle moment since (whenIdle, at most 2 s), or at once
 * when the visitor presses, focuses or types in the stand-in (a focus from before the scripts counts too). The
 * stand-in works meanwhile (it is the built page's control). Each island switches in its own callback, in a
 * transition, so React renders it in slices that yield to a tap, after the window where the page's scripts start
 * and hydrate (issue 43, docs/decisions/0059-next-starts-in-three-tasks.md).
 */
export function useIslandReady(ref: RefObject<HTMLElement | null>): boolean {
  const near = useNearViewport(ref);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (ready || !element) return;
    let waiting = true;
    const start = () => {
      if (!waiting) return;
      waiting = false;
      startTransition(() => setReady(true));
    };
    for (const type of FIRST_INTERACTION) element.addEventListener(type, start);
    if (element.contains(document.activeElement)) start();
    else if (near) void whenIdle().then(start);
    return () => {
      waiting = false;
      for (const type of FIRST_INTERACTION) element.removeEventListener(type, start);
    };
  }, [ref, near, ready]);
  return ready;
}
