/**
 * What a visitor already typed into the pre-rendered form before its script arrived. Hydration resets controlled
 * fields to the component's initial state, which would silently erase it (checked with React 19.3: text typed
 * into the newsletter form while the scripts loaded was gone once they ran), so the first browser render starts
 * from what the fields hold. At build time, and wherever a field is not in the document, the initial value stays.
 */
export function typedBeforeHydration<V extends Record<string, string | boolean>>(initial: V, ids: Partial<Record<keyof V, string>>): V {
  if (typeof document === 'undefined') return initial;
  const values = { ...initial };
  for (const key of Object.keys(ids) as (keyof V & string)[]) {
    const element = document.getElementById(ids[key] ?? '');
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue;
    const typed = typeof initial[key] === 'boolean' ? element instanceof HTMLInputElement && element.checked : element.value;
    values[key] = typed as V[typeof key];
  }
  return values;
}
