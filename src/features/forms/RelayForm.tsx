import type { FormEvent, ReactNode, Ref } from 'react';
import { useHydrated } from '@/page-pipeline/react/useHydrated';
import { useLang } from '@/lib/i18n/useLang';
import { LANGUAGE_FIELD } from '@/relay/fields';
import { ErrorSummary, type SummaryItem } from './FormParts';
import type { FormState } from './form-state';
import { relayUrl, type RelayEndpoint } from './relay-client';

type Props = {
  endpoint: RelayEndpoint;
  className: string;
  /** Id of the heading that names the form. */
  labelledBy?: string;
  state: FormState;
  summaryItems: SummaryItem[];
  summaryRef: Ref<HTMLDivElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/**
 * The <form> of a relay form, opening with its error summary and the page language. Without JavaScript it posts to
 * the relay itself and lands on a result page; once hydrated, `onSubmit` checks and sends it.
 */
export function RelayForm({ endpoint, className, labelledBy, state, summaryItems, summaryRef, onSubmit, children }: Props) {
  const hydrated = useHydrated();
  const lang = useLang();
  return (
    <form
      className={className}
      method="post"
      action={relayUrl(endpoint)}
      onSubmit={onSubmit}
      // Without JavaScript the browser checks the required fields; with it, the summary and field errors do.
      noValidate={hydrated}
      aria-labelledby={labelledBy}
      aria-busy={state.status === 'submitting'}
    >
      <ErrorSummary items={summaryItems} attempt={state.status === 'error' ? state.attempt : 0} summaryRef={summaryRef} />
      <input type="hidden" name={LANGUAGE_FIELD} value={lang} />
      {children}
    </form>
  );
}
