import { SiteImg } from '@/features/media/SiteImg';

/** The original page illustrations in public/images/pages/ (480×360 unless told). */
export type IllustrationName =
  | 'about-us/welcome'
  | 'financial-solutions'
  | 'financial-planning'
  | 'workshops'
  | 'alternative-investments'
  | 'insurance'
  | 'mortgages'
  | 'pension-plans'
  | 'careers';

/** Decorative by default: the section text next to it says what it shows. */
export function Illustration({ name, alt = '' }: { name: IllustrationName; alt?: string }) {
  return <SiteImg image={{ src: `/images/pages/${name}.svg`, width: 480, height: 360 }} alt={alt} />;
}
