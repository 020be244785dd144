import { LANGUAGE_RULES, type ChatWidgetSetting } from '@/lib/i18n/language-rules';
import type { Lang } from '@/lib/i18n/languages';
import { BRAND } from '@/lib/site/company';

/** Delay before loading the consented extras, so they never compete with the page's own first load. */
export const THIRD_PARTY_DELAY_MS = 3000;

export type ThirdPartyScript = { id: string; src: string; attributes: Record<string, string> };

type Env = Partial<Record<'chatUrl' | 'popupUrl' | ChatWidgetSetting, string>>;

/**
 * Which consented scripts a page in `lang` loads. URLs and widget ids are build settings (NEXT_PUBLIC_*); with
 * them unset nothing loads. Which language gets the chat and the popup is in LANGUAGE_RULES.
 */
export function thirdPartyScriptsFor(lang: Lang, env: Env): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  const rules = LANGUAGE_RULES[lang];
  const chatWidget = rules.chatWidget ? env[rules.chatWidget] : undefined;
  if (env.chatUrl && chatWidget) {
    scripts.push({
      id: 'nortia-chat',
      src: env.chatUrl,
      attributes: { 'data-widget-id': chatWidget, 'data-site-tag': BRAND.name.toLowerCase() },
    });
  }
  if (rules.promotionalPopup && env.popupUrl) {
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
