import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { readConsent, writeConsent } from './consent-cookie';

type ConsentState = {
  /** undefined while rendering without a browser (build time, hydration); null while the visitor has not decided. */
  consent: boolean | null | undefined;
  /** Whether the banner is showing (undecided, or reopened from the footer). */
  bannerOpen: boolean;
  decide: (accepted: boolean) => void;
  reopen: () => void;
};

const ConsentContext = createContext<ConsentState>({
  consent: undefined,
  bannerOpen: false,
  decide: () => undefined,
  reopen: () => undefined,
});

// The cookie is the store; writers notify the subscribed provider.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const serverSnapshot = () => undefined;

export function ConsentProvider({ children, onDecision }: { children: ReactNode; onDecision?: (accepted: boolean) => void }) {
  const consent = useSyncExternalStore(subscribe, readConsent, serverSnapshot);
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
  const reopen = useCallback(() => setReopened(true), []);

  const value = useMemo(
    () => ({ consent, bannerOpen: consent === null || reopened, decide, reopen }),
    [consent, reopened, decide, reopen],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  return useContext(ConsentContext);
}
