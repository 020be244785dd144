/**
 * Original two-tone pictograms for the service pages (32 px grid): line strokes in the current colour and a soft
 * accent fill. Always decorative: the card or step they illustrate carries the text.
 */
const ACCENT = 'var(--page-icon-accent, #e7f3f2)';
const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const DRAWINGS = {
  shield: (
    <>
      <path d="M16 4l10 4v7c0 6.5-4.3 11-10 13-5.7-2-10-6.5-10-13V8z" fill={ACCENT} />
      <path d="M16 4l10 4v7c0 6.5-4.3 11-10 13-5.7-2-10-6.5-10-13V8z" {...line} />
      <path d="M11.5 16l3.2 3.2 6-6.4" {...line} />
    </>
  ),
  person: (
    <>
      <circle cx="16" cy="11" r="5" fill={ACCENT} />
      <circle cx="16" cy="11" r="5" {...line} />
      <path d="M6 27c1-5.5 5-8.5 10-8.5s9 3 10 8.5" {...line} />
    </>
  ),
  briefcase: (
    <>
      <rect x="4" y="10" width="24" height="16" rx="3" fill={ACCENT} />
      <rect x="4" y="10" width="24" height="16" rx="3" {...line} />
      <path d="M12 10V7.5A1.5 1.5 0 0 1 13.5 6h5A1.5 1.5 0 0 1 20 7.5V10M4 17h24M16 15.5v3" {...line} />
    </>
  ),
  building: (
    <>
      <rect x="7" y="5" width="14" height="22" rx="1.5" fill={ACCENT} />
      <path d="M7 27V6.5A1.5 1.5 0 0 1 8.5 5h11A1.5 1.5 0 0 1 21 6.5V27M21 13h4.5a1.5 1.5 0 0 1 1.5 1.5V27M4 27h24" {...line} />
      <path d="M11 10h2M15 10h2M11 15h2M15 15h2M11 20h2M15 20h2" {...line} />
    </>
  ),
  group: (
    <>
      <circle cx="11" cy="12" r="4" fill={ACCENT} />
      <circle cx="11" cy="12" r="4" {...line} />
      <circle cx="22" cy="13" r="3.2" {...line} />
      <path d="M3.5 26c.8-4.6 3.8-7 7.5-7s6.7 2.4 7.5 7M19 19.6c.9-.4 1.9-.6 3-.6 3 0 5.5 2 6 6" {...line} />
    </>
  ),
  handshake: (
    <>
      <path d="M4 12l5-3 5 2 4-2 5 1 5 3-4 8-6 4-5-3-5-4z" fill={ACCENT} />
      <path d="M3 12.5L8 9l4 1.5M29 12.5L24 9l-5.5 1-5.5 4a2 2 0 0 0 2.6 3L19 15l6 6M25 21l-3 2.5M21.5 19.5l-3.5 3M18 17.5l-3.5 3.5M8 9l-1 11 4 3.5 2.5 1" {...line} />
    </>
  ),
  piggy: (
    <>
      <path d="M6 17c0-5 4.5-8 10-8s10 3 10 8-3.5 7-5 7.5V27h-3.5v-2h-3v2H11v-2.8C8 23 6 20.5 6 17z" fill={ACCENT} />
      <path d="M6 17c0-5 4.5-8 10-8s10 3 10 8-3.5 7-5 7.5V27h-3.5v-2h-3v2H11v-2.8C8 23 6 20.5 6 17zM26 15h2.5M13 9.5V6.5c1.7 0 3 .9 3.5 2.5" {...line} />
      <circle cx="21" cy="15" r="1" fill="currentColor" />
    </>
  ),
  growth: (
    <>
      <path d="M5 24l7-7 5 4 9-10v15H5z" fill={ACCENT} />
      <path d="M5 5v22h22M5 24l7-7 5 4 9-10M20.5 11H26v5.5" {...line} />
    </>
  ),
  calendar: (
    <>
      <rect x="5" y="7" width="22" height="20" rx="3" fill={ACCENT} />
      <rect x="5" y="7" width="22" height="20" rx="3" {...line} />
      <path d="M5 13h22M11 4v5M21 4v5M10.5 18h3M18.5 18h3M10.5 22.5h3" {...line} />
    </>
  ),
  layers: (
    <>
      <path d="M16 5l12 6-12 6-12-6z" fill={ACCENT} />
      <path d="M16 5l12 6-12 6-12-6zM4 16.5l12 6 12-6M4 22l12 6 12-6" {...line} />
    </>
  ),
  compass: (
    <>
      <circle cx="16" cy="16" r="11" fill={ACCENT} />
      <circle cx="16" cy="16" r="11" {...line} />
      <path d="M20.5 11.5l-2.5 6.5-6.5 2.5 2.5-6.5z" {...line} />
    </>
  ),
  home: (
    <>
      <path d="M6 14.5L16 6l10 8.5V27H6z" fill={ACCENT} />
      <path d="M4 16L16 6l12 10M7 13.5V27h18V13.5M13 27v-7h6v7" {...line} />
    </>
  ),
  search: (
    <>
      <circle cx="14" cy="14" r="8" fill={ACCENT} />
      <circle cx="14" cy="14" r="8" {...line} />
      <path d="M20 20l7 7" {...line} />
    </>
  ),
  percentDown: (
    <>
      <circle cx="16" cy="16" r="11" fill={ACCENT} />
      <path d="M11 21l10-10" {...line} />
      <circle cx="11.5" cy="11.5" r="2" {...line} />
      <circle cx="20.5" cy="20.5" r="2" {...line} />
      <circle cx="16" cy="16" r="11" {...line} />
    </>
  ),
  calculator: (
    <>
      <rect x="7" y="4" width="18" height="24" rx="3" fill={ACCENT} />
      <rect x="7" y="4" width="18" height="24" rx="3" {...line} />
      <path d="M11 9h10v4H11zM11.5 18h1M15.5 18h1M19.5 18h1M11.5 23h1M15.5 23h1M19.5 23h1" {...line} />
    </>
  ),
  euro: (
    <>
      <circle cx="16" cy="16" r="11" fill={ACCENT} />
      <circle cx="16" cy="16" r="11" {...line} />
      <path d="M20.5 11.5a5.5 5.5 0 1 0 0 9M9.5 14.5h7M9.5 17.5h7" {...line} />
    </>
  ),
  droplet: (
    <>
      <path d="M16 4c4.5 6 8 10 8 14a8 8 0 0 1-16 0c0-4 3.5-8 8-14z" fill={ACCENT} />
      <path d="M16 4c4.5 6 8 10 8 14a8 8 0 0 1-16 0c0-4 3.5-8 8-14zM12 19a4 4 0 0 0 4 4" {...line} />
    </>
  ),
  gauge: (
    <>
      <path d="M5 22a11 11 0 0 1 22 0z" fill={ACCENT} />
      <path d="M5 22a11 11 0 0 1 22 0M16 22l5-7M9 22h-4M27 22h-4" {...line} />
    </>
  ),
  key: (
    <>
      <circle cx="11" cy="16" r="6" fill={ACCENT} />
      <circle cx="11" cy="16" r="6" {...line} />
      <path d="M17 16h11M24 16v4M28 16v3" {...line} />
    </>
  ),
  umbrella: (
    <>
      <path d="M4 16a12 12 0 0 1 24 0z" fill={ACCENT} />
      <path d="M4 16a12 12 0 0 1 24 0zM16 16v9a2.5 2.5 0 0 1-5 0M16 4v0" {...line} />
    </>
  ),
  scale: (
    <>
      <path d="M4 19h9a4.5 4.5 0 0 1-9 0zM19 19h9a4.5 4.5 0 0 1-9 0z" fill={ACCENT} />
      <path d="M16 5v21M10 27h12M7 9h18M7 9l-3 10h9zM25 9l-3 10h9M4 19a4.5 4.5 0 0 0 9 0M19 19a4.5 4.5 0 0 0 9 0" {...line} />
    </>
  ),
  bank: (
    <>
      <path d="M4 12L16 5l12 7z" fill={ACCENT} />
      <path d="M4 12L16 5l12 7zM7 15v8M12.5 15v8M19.5 15v8M25 15v8M4 27h24" {...line} />
    </>
  ),
  idCard: (
    <>
      <rect x="3" y="7" width="26" height="18" rx="3" fill={ACCENT} />
      <rect x="3" y="7" width="26" height="18" rx="3" {...line} />
      <circle cx="11" cy="14.5" r="2.5" {...line} />
      <path d="M7 21c.6-2 2.1-3 4-3s3.4 1 4 3M19 13h6M19 17.5h5" {...line} />
    </>
  ),
  fingerprint: (
    <>
      <circle cx="16" cy="16" r="12" fill={ACCENT} />
      <path d="M10 21c1-2.5 1.2-4.5 1.2-6a4.8 4.8 0 0 1 9.6 0c0 3-.5 6-2 9M16 15c0 4-1 7.5-3 10M8 17.5c.3-1.2.3-2.2.3-3A7.7 7.7 0 0 1 22 10M23.6 15c0 3.5-.5 6.5-1.6 9" {...line} />
    </>
  ),
  bell: (
    <>
      <path d="M8 22V15a8 8 0 0 1 16 0v7l2 2H6z" fill={ACCENT} />
      <path d="M8 22V15a8 8 0 0 1 16 0v7l2 2H6zM13 27a3 3 0 0 0 6 0" {...line} />
    </>
  ),
  document: (
    <>
      <path d="M8 4h11l6 6v18H8z" fill={ACCENT} />
      <path d="M8 4h11l6 6v18H8zM19 4v6h6M12 16h9M12 20.5h9M12 12h4" {...line} />
    </>
  ),
  graduation: (
    <>
      <path d="M3 12l13-6 13 6-13 6z" fill={ACCENT} />
      <path d="M3 12l13-6 13 6-13 6zM9 15v6c2 2 4.5 3 7 3s5-1 7-3v-6M28 13v7" {...line} />
    </>
  ),
  ladder: (
    <>
      <path d="M5 27h6v-6h6v-6h6V9h4v18z" fill={ACCENT} />
      <path d="M5 27h6v-6h6v-6h6V9h4M22 4l5 5-5 5" {...line} />
    </>
  ),
  heart: (
    <>
      <path d="M16 26s-10-6-10-13a5.5 5.5 0 0 1 10-3 5.5 5.5 0 0 1 10 3c0 7-10 13-10 13z" fill={ACCENT} />
      <path d="M16 26s-10-6-10-13a5.5 5.5 0 0 1 10-3 5.5 5.5 0 0 1 10 3c0 7-10 13-10 13z" {...line} />
    </>
  ),
  chat: (
    <>
      <path d="M5 7h22v14H13l-6 5v-5H5z" fill={ACCENT} />
      <path d="M5 7h22v14H13l-6 5v-5H5zM10 12h12M10 16h8" {...line} />
    </>
  ),
  target: (
    <>
      <circle cx="16" cy="16" r="11" fill={ACCENT} />
      <circle cx="16" cy="16" r="11" {...line} />
      <circle cx="16" cy="16" r="6" {...line} />
      <circle cx="16" cy="16" r="1.5" fill="currentColor" />
    </>
  ),
  refresh: (
    <>
      <circle cx="16" cy="16" r="11" fill={ACCENT} />
      <path d="M24 11a9 9 0 0 0-16 2M8 21a9 9 0 0 0 16-2M24 5.5V11h-5.5M8 26.5V21h5.5" {...line} />
    </>
  ),
} as const;

export type PageIconName = keyof typeof DRAWINGS;

export function PageIcon({ name, size = 40, className }: { name: PageIconName; size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      {DRAWINGS[name]}
    </svg>
  );
}
