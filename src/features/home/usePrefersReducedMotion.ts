import { useClientValue } from '@/lib/hooks/useClientValue';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia(QUERY).matches;

/**
 * Whether the visitor asked the system for less motion. The server (and hydration) assume "no preference";
 * React re-renders with the real answer right after, without a hydration mismatch.
 */
export function usePrefersReducedMotion(): boolean {
  return useClientValue(prefersReducedMotion, false, subscribe);
}
