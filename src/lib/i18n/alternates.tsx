import { createContext, useContext, type ReactNode } from 'react';
import type { Lang } from './languages';

/**
 * Where this page lives in each language, for pages that do not exist in every language (a blog post's slug is
 * per language). Pages set it through the `alternates` page prop; absent, a page exists at the same path in all.
 */
export type Alternates = Partial<Record<Lang, string>>;

const AlternatesContext = createContext<Alternates | null>(null);

export function AlternatesProvider({ value, children }: { value: Alternates | null; children: ReactNode }) {
  return <AlternatesContext.Provider value={value}>{children}</AlternatesContext.Provider>;
}

export function usePageAlternates(): Alternates | null {
  return useContext(AlternatesContext);
}
