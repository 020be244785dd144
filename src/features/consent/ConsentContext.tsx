import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useClientValue } from '@/page-pipeline/react/useClientValue';
import { readConsent, writeConsent } from './consent-cookie';

type ConsentState = {
  /** undefined while rendering without a browser (build time, hydration); null while the visitor has not decided. */
  consent: boolean | null | undefined;
  /**
   * Whether the banner shows (undecided, or reopened from the footer); undefined while hydrating, when the built
   * page's inline script has decided it (banner-script.ts).
   */
  bannerOpen: boolean | undefined;
  /** Whether the visitor reopened the choice from the footer: the banner then takes the focus. */
  reopened: boolean;
  decide: (accepted: boolean) => void;
};

/**
 * Marks a button that reopens the cookie choice. The footer is built static and never hydrates
 * (docs/decisions/0020-prerendered-means-prerendered.md), so its button has no handler of its own: the provider
 * answers clicks on any element carrying this attribute. Without the provider nothing would, so the button is built
 * hidden (it, or what holds it) and the provider shows it once it answers.
 */
export const REOPEN_CONSENT_ATTRIBUTE = 'data-reopen-consent';

const ConsentContext = createContext<ConsentState>({
  consent: undefined,
  bannerOpen: false,
  reopened: false,
  decide: () => undefined,
});

// The cookie is the store; writers notify the subscribed provider.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function ConsentProvider({ children, onDecision }: { children: ReactNode; onDecision?: (accepted: boolean) => void }) {
  const consent = useClientValue<boolean | null | undefined>(readConsent, undefined, subscribe);
  const [reopened, setReopened] = useState(false);

  const decide = useCallback(
    (accepted: boolean) => {
      writeConsent(accepted);
      setReopened(false);
      listeners.forEach((listener) => listener());
      onDecision?.(accepted);
    },
    [onDecision],
  );
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(`[${REOPEN_CONSENT_ATTRIBUTE}]`)) setReopened(true);
    };
    document.addEventListener('click', onClick);
    for (const control of document.querySelectorAll(`[${REOPEN_CONSENT_ATTRIBUTE}]`)) control.closest('[hidden]')?.removeAttribute('hidden');
    return () => document.removeEventListener('click', onClick);
  }, []);

  const value = useMemo(() => {
    const bannerOpen = reopened || (consent === undefined ? undefined : consent === null);
    return { consent, bannerOpen, reopened, decide };
  }, [consent, reopened, decide]);
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  return useContext(ConsentContext);
}
