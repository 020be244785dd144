import type { ServicePage } from '@/lib/routes';
import type { SiteImage } from '@/lib/site/media';

/** Where a hero button goes: another page of the same language, or an anchor of the home page itself. */
export type SlideTarget = { page: ServicePage | 'contact'; hash?: string } | { anchor: string };

/** The id of the home page's contact section; banners and buttons link to it. */
export const HOME_CONTACT_ANCHOR = 'contact';

/** Hero banners in display order. Texts live in `home:hero.slides.<id>`; a slide without target has no button. */
export const HERO_SLIDES: ReadonlyArray<{ id: 'advice' | 'commission-free'; target?: SlideTarget; image: SiteImage }> = [
  { id: 'advice', target: { page: 'financial-planning' }, image: { src: '/images/home/hero-advice.svg', width: 560, height: 420 } },
  { id: 'commission-free', target: { anchor: HOME_CONTACT_ANCHOR }, image: { src: '/images/home/hero-commission-free.svg', width: 560, height: 420 } },
];

/** The four service cards of the home page, in grid order (wide, narrow, narrow, wide). */
export const HOME_SERVICE_CARDS = (
  ['insurance', 'financial-solutions', 'financial-planning', 'alternative-investments'] as const
).map((page) => ({ page, icon: { src: `/images/home/services/${page}.svg`, width: 56, height: 56 } }));

/** The five steps of the planning process, in order. Texts in `home:planning.steps.<id>`. */
export const PLANNING_STEPS: ReadonlyArray<{ id: 'information' | 'needs' | 'proposals' | 'support' | 'evaluation'; icon: SiteImage }> = (
  ['information', 'needs', 'proposals', 'support', 'evaluation'] as const
).map((id) => ({ id, icon: { src: `/images/home/steps/${id}.svg`, width: 64, height: 64 } }));

/** What the home page gives each of its sections: classes for the section element (HomePage.module.css). */
export type HomeSectionProps = { className?: string };
