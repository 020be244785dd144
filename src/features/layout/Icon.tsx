import type { SVGProps } from 'react';
import { ICON_SPRITE, type IconName } from './icon-names';

export type { IconName };

type IconProps = SVGProps<SVGSVGElement> & { name: IconName; size?: number; label?: string };

/** A line icon from the site's sprite. Decorative unless a label is given. */
export function Icon({ name, size = 20, label, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...rest}
    >
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
