import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true, once and for good, when the element comes within `margin` of the viewport (by default one screen
 * height ahead), so what it needs can load before the visitor gets there. An element that is not displayed
 * (`display: none`) never comes near.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '100% 0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
