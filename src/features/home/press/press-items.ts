import type { SiteImage } from '@/lib/site/media';

/**
 * Press coverage on the home page. The outlets are invented for this project and their articles live on
 * example.com; the texts of each item are in `home:press.items.<id>`.
 */
export type PressItem = { id: 'faro' | 'poupanca' | 'risparmio' | 'mercados'; outlet: string; logo: SiteImage; image: SiteImage; url: string };

export const PRESS_ITEMS: readonly PressItem[] = [
  {
    id: 'faro',
    outlet: 'El Faro Económico',
    logo: { src: '/images/home/press/faro-logo.svg', width: 180, height: 48 },
    image: { src: '/images/home/press/faro.svg', width: 480, height: 270 },
    url: 'https://example.com/el-faro-economico/2026/03/asesoramiento-independiente-sin-comisiones',
  },
  {
    id: 'poupanca',
    outlet: 'Jornal da Poupança',
    logo: { src: '/images/home/press/poupanca-logo.svg', width: 180, height: 48 },
    image: { src: '/images/home/press/poupanca.svg', width: 480, height: 270 },
    url: 'https://example.com/jornal-da-poupanca/2026/02/nortia-chega-a-braga-e-faro',
  },
  {
    id: 'risparmio',
    outlet: 'Il Corriere del Risparmio',
    logo: { src: '/images/home/press/risparmio-logo.svg', width: 180, height: 48 },
    image: { src: '/images/home/press/risparmio.svg', width: 480, height: 270 },
    url: 'https://example.com/corriere-del-risparmio/2025/11/educazione-finanziaria-nelle-imprese',
  },
  {
    id: 'mercados',
    outlet: 'Mercados & Hogar',
    logo: { src: '/images/home/press/mercados-logo.svg', width: 204, height: 48 },
    image: { src: '/images/home/press/mercados.svg', width: 480, height: 270 },
    url: 'https://example.com/mercados-y-hogar/2025/09/planificar-la-jubilacion-a-los-40',
  },
];
