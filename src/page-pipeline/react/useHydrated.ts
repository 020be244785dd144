import { useClientValue } from './useClientValue';

const always = () => true;

/**
 * False in the pre-rendered page and during hydration, true once React runs it. Parts that work without
 * JavaScript (plain links, CSS) render that way first and swap in their scripted behaviour when this turns true.
 */
export function useHydrated(): boolean {
  return useClientValue(always, false);
}
