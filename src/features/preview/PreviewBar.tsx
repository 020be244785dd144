import en from '../../../public/locales/en/preview.json';
import es from '../../../public/locales/es/preview.json';
import it from '../../../public/locales/it/preview.json';
import pt from '../../../public/locales/pt/preview.json';
import type { Lang } from '@/lib/i18n/languages';

// The preview site's marks (docs/decisions/0022-preview-site-from-the-draft-stage.md), rendered by _document only
// in a DRAFT-stage build: static HTML outside the React root, so no page ships a byte of script or CSS for them.

const TEXTS: Record<Lang, typeof en> = { en, es, pt, it };

/**
 * The bar sticks to the top of the viewport and the header sticks right under it (Header.module.css reads
 * --preview-bar-height); one line at a fixed height, so it never wraps into the header on a narrow phone.
 */
const STYLE = `:root{--preview-bar-height:2rem}
.preview-bar{position:sticky;top:0;z-index:60;display:flex;align-items:center;justify-content:center;height:var(--preview-bar-height);padding:0 1rem;background:#ffd54a;color:#0b2545;border-bottom:1px solid #0b2545}
.preview-bar p{margin:0;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;font-size:0.875rem;font-weight:700;line-height:1}`;

/** Every page of the preview site stays out of search engines; the host adds X-Robots-Tag too (host-rules.ts). */
export function PreviewHead() {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <style dangerouslySetInnerHTML={{ __html: STYLE }} />
    </>
  );
}

/** The translated "Preview — not published" bar at the top of every page. */
export function PreviewBar({ lang }: { lang: Lang }) {
  const text = TEXTS[lang];
  return (
    <aside className="preview-bar" aria-label={text.label}>
      <p>{text.bar}</p>
    </aside>
  );
}
