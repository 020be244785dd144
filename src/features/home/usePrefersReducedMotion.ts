import { useClientValue } from '@/page-pipeline/react/useClientValue';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia(QUERY).matches;

/**
 * Whether the visitor asked the system for less motion: null in the built page and while hydrating, when the
 * answer is not known yet, then the browser's answer (a transition later, decision 0027). Motion that starts on
 * its own waits for an explicit `false` (decision 0049).
 */
export function usePrefersReducedMotion(): boolean | null {
  return useClientValue<boolean | null>(prefersReducedMotion, null, subscribe);
}
