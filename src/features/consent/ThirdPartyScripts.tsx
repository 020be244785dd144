import { useEffect } from 'react';
import type { Lang } from '@/lib/i18n/languages';
import { useConsent } from './ConsentContext';
import { THIRD_PARTY_DELAY_MS, THIRD_PARTY_ENV, thirdPartyScriptsFor } from './third-party';

/**
 * Loads the chat and popup scripts 3 s after the visitor accepted cookies; never before, never without. `lang` is
 * null on pages outside any language (the redirect pages), which load nothing.
 */
export function ThirdPartyScripts({ lang }: { lang: Lang | null }) {
  const { consent } = useConsent();

  useEffect(() => {
    if (consent !== true || !lang) return;
    const scripts = thirdPartyScriptsFor(lang, THIRD_PARTY_ENV);
    if (scripts.length === 0) return;
    const timer = window.setTimeout(() => {
      for (const script of scripts) {
        if (document.getElementById(script.id)) continue;
        const element = document.createElement('script');
        element.id = script.id;
        element.src = script.src;
        element.async = true;
        for (const [name, value] of Object.entries(script.attributes)) element.setAttribute(name, value);
        document.body.appendChild(element);
      }
    }, THIRD_PARTY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [consent, lang]);

  return null;
}
