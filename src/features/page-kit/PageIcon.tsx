import { PAGE_ICON_SPRITE, type PageIconName } from '@/features/layout/icon-names';

export type { PageIconName };

/** A two-tone pictogram of the service pages, from the pictograms' sprite. Always decorative: the card or step it
 * illustrates carries the text. */
export function PageIcon({ name, size = 40, className }: { name: PageIconName; size?: number; className?: string }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <use href={`${PAGE_ICON_SPRITE}#page-${name}`} />
    </svg>
  );
}
