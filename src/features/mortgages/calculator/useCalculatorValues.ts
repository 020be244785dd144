import { useCallback, useEffect, useState } from 'react';
import type { FormValues } from './inputs';
import { queryFromValues, valuesFromQuery } from './url-state';

/**
 * The fields' values, read from the address on arrival and written back to it after each change with
 * replaceState: the address can be shared at any moment, and typing does not fill the back button's history.
 * The calculator renders only in the browser (it is a lazy island), so `window` is there from the first render.
 */
export function useCalculatorValues(locale: string, decimalSign: ',' | '.') {
  const [values, setValues] = useState<FormValues>(() => valuesFromQuery(window.location.search, locale));
  // Merely scrolling past the calculator leaves the address alone.
  const [edited, setEdited] = useState(false);

  useEffect(() => {
    if (!edited) return;
    const { pathname, search, hash } = window.location;
    // Next's router keeps its own entry in history.state: pass it on untouched.
    window.history.replaceState(window.history.state, '', `${pathname}${queryFromValues(values, decimalSign, search)}${hash}`);
  }, [values, edited, decimalSign]);

  const update = useCallback((change: Partial<FormValues>) => {
    setValues((previous) => ({ ...previous, ...change }));
    setEdited(true);
  }, []);
  return [values, update] as const;
}
