import { useEffect, useState } from 'react';
import { searchSite, type SearchHit, type SearchOutcome } from './pagefind-client';

/** Shorter queries match half the site and say nothing yet. */
export const MIN_QUERY_LENGTH = 2;

export type SiteSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; query: string; total: number; hits: SearchHit[] };

/** Live results for what the visitor types. While a new query runs, the last answer stays (no flicker). */
export function useSiteSearch(query: string, limit: number): SiteSearchState {
  // The last answer and the query it answers; a null outcome is a failed search.
  const [answer, setAnswer] = useState<{ term: string; outcome: SearchOutcome | null } | null>(null);
  const term = query.trim();
  const active = term.length >= MIN_QUERY_LENGTH;

  useEffect(() => {
    if (!active) return;
    let current = true;
    searchSite(term, limit).then(
      (outcome) => {
        // null: a newer query took this one's place while it waited.
        if (current && outcome) setAnswer({ term, outcome });
      },
      (error: unknown) => {
        console.warn(`Search failed: ${(error as Error).message}`);
        if (current) setAnswer({ term, outcome: null });
      },
    );
    return () => {
      current = false;
    };
  }, [term, limit, active]);

  if (!active) return { status: 'idle' };
  if (!answer) return { status: 'loading' };
  if (!answer.outcome) return answer.term === term ? { status: 'error' } : { status: 'loading' };
  return { status: 'done', query: answer.term, ...answer.outcome };
}
