import type { SiteImage } from '@/lib/site/media';

/**
 * Strategic partners shown on the home page. Every partner is invented for this project (names and logos drawn
 * for it); none stands for a real insurer or asset manager.
 */
export type Partner = { id: string; name: string; kind: 'insurer' | 'asset-manager'; logo: SiteImage };

export const PARTNERS: readonly Partner[] = [
  { id: 'valdora', name: 'Valdora Seguros', kind: 'insurer', logo: { src: '/images/home/partners/valdora.svg', width: 220, height: 88 } },
  { id: 'ardentia', name: 'Ardentia Gestión', kind: 'asset-manager', logo: { src: '/images/home/partners/ardentia.svg', width: 220, height: 88 } },
  { id: 'cobalto', name: 'Cobalto Vida', kind: 'insurer', logo: { src: '/images/home/partners/cobalto.svg', width: 220, height: 88 } },
  { id: 'meridiem', name: 'Meridiem Invest', kind: 'asset-manager', logo: { src: '/images/home/partners/meridiem.svg', width: 220, height: 88 } },
];
