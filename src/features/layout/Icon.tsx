import type { SVGProps } from 'react';

/** Original line icons drawn for this site (24 px grid). Decorative unless a label is given. */
const PATHS = {
  chevronDown: <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  close: <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  globe: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </g>
  ),
  phone: (
    <path
      d="M6.6 3.5l2.6 2.6-1.6 2.6a12 12 0 0 0 7.7 7.7l2.6-1.6 2.6 2.6-1.5 2.6c-8.3.5-15.4-6.6-14.9-14.9z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
  ),
  mail: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5L12 13l8.5-6.5" />
    </g>
  ),
  pin: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0 1 13 0c0 4.9-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </g>
  ),
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />,
  external: (
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  ),
  linkedin: (
    <g fill="currentColor">
      <rect x="2.5" y="2.5" width="19" height="19" rx="3.5" fillOpacity="0" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="8" cy="7.9" r="1.4" />
      <rect x="6.7" y="10.2" width="2.6" height="7.3" rx=".4" />
      <path d="M11.2 10.2h2.5v1.1c.5-.8 1.4-1.3 2.6-1.3 2 0 3 1.3 3 3.6v3.9h-2.6v-3.6c0-1-.4-1.6-1.3-1.6s-1.6.6-1.6 1.7v3.5h-2.6z" />
    </g>
  ),
  facebook: (
    <g>
      <circle cx="12" cy="12" r="9.1" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M13.1 21v-6.9h2.3l.4-2.7h-2.7V9.8c0-.8.3-1.3 1.4-1.3h1.4V6.1c-.3 0-1.1-.1-2-.1-2 0-3.4 1.2-3.4 3.5v1.9H8.2v2.7h2.3V21z" fill="currentColor" />
    </g>
  ),
  x: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M4.5 4h4l11 16h-4z" strokeLinejoin="round" />
      <path d="M19.5 4l-6.2 7M10.7 13L4.5 20" />
    </g>
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="1" fill="currentColor" stroke="none" />
    </g>
  ),
} as const;

export type IconName = keyof typeof PATHS;

type IconProps = SVGProps<SVGSVGElement> & { name: IconName; size?: number; label?: string };

export function Icon({ name, size = 20, label, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...rest}
    >
      {PATHS[name]}
    </svg>
  );
}
