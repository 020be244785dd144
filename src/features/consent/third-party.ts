import type { Lang } from '@/lib/i18n/languages';
import { BRAND } from '@/lib/site/facts';

/** Delay before loading the consented extras, so they never compete with the page's own first load. */
export const THIRD_PARTY_DELAY_MS = 3000;

export type ThirdPartyScript = { id: string; src: string; attributes: Record<string, string> };

type Env = Record<string, string | undefined>;

/**
 * Which consented scripts a page in `lang` loads. URLs and widget ids are build settings (NEXT_PUBLIC_*); with
 * them unset nothing loads. The chat runs in es and pt, the promotional popup in es only.
 */
export function thirdPartyScriptsFor(lang: Lang, env: Env): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  const chatWidget = lang === 'es' ? env.chatWidgetEs : lang === 'pt' ? env.chatWidgetPt : undefined;
  if (env.chatUrl && chatWidget) {
    scripts.push({
      id: 'nortia-chat',
      src: env.chatUrl,
      attributes: { 'data-widget-id': chatWidget, 'data-site-tag': BRAND.name.toLowerCase() },
    });
  }
  if (lang === 'es' && env.popupUrl) {
    scripts.push({ id: 'nortia-popup', src: env.popupUrl, attributes: {} });
  }
  return scripts;
}

/** Read with literal names so Next inlines them at build time. */
export const THIRD_PARTY_ENV: Env = {
  chatUrl: process.env.NEXT_PUBLIC_CHAT_SCRIPT_URL,
  chatWidgetEs: process.env.NEXT_PUBLIC_CHAT_WIDGET_ID_ES,
  chatWidgetPt: process.env.NEXT_PUBLIC_CHAT_WIDGET_ID_PT,
  popupUrl: process.env.NEXT_PUBLIC_POPUP_SCRIPT_URL,
};
