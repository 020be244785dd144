import { useCallback } from 'react';
import type { ResponsiveObject, Settings } from 'react-slick';
import { useClientValue } from '@/page-pipeline/react/useClientValue';

/** The smallest breakpoint whose `max-width` query matches `width`, or null above them all. */
export function activeBreakpoint(responsive: readonly ResponsiveObject[] | undefined, width: number): number | null {
  const matching = (responsive ?? []).map((entry) => entry.breakpoint).filter((breakpoint) => width <= breakpoint);
  return matching.length ? Math.min(...matching) : null;
}

/**
 * Settings in force at a breakpoint. Breakpoints cascade, as the spec reads ("at 1024 px or less no arrows; at
 * 600 px or less 2 slides" keeps the arrows off at 600): every breakpoint at or above the active one applies,
 * the narrowest last.
 */
export function settingsAt(settings: Settings, breakpoint: number | null): Settings {
  const { responsive, ...base } = settings;
  if (breakpoint === null || !responsive) return base;
  return responsive
    .filter((entry) => entry.breakpoint >= breakpoint && entry.settings !== 'unslick')
    .sort((a, b) => b.breakpoint - a.breakpoint)
    .reduce<Settings>((merged, entry) => ({ ...merged, ...(entry.settings as Settings) }), base);
}

/**
 * react-slick 0.31 only applies `responsive` when a media query *changes*, never on the first render, so a phone
 * loading the page got the desktop layout. We resolve the breakpoint ourselves: the server and hydration render
 * the default settings, then the real viewport's right after.
 */
export function useResponsiveSettings(settings: Settings): Settings {
  const { responsive } = settings;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const queries = (responsive ?? []).map((entry) => window.matchMedia(`(max-width: ${entry.breakpoint}px)`));
      queries.forEach((query) => query.addEventListener('change', onChange));
      return () => queries.forEach((query) => query.removeEventListener('change', onChange));
    },
    [responsive],
  );
  const read = useCallback(() => activeBreakpoint(responsive, window.innerWidth), [responsive]);
  const breakpoint = useClientValue(read, null, subscribe);
  return settingsAt(settings, breakpoint);
}
