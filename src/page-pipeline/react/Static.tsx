import type { HTMLAttributes, ReactNode } from 'react';
import { requireBuildOnly } from './build-only';

/**
 * True while the page is pre-rendered at build time (and in unit tests, which render as the build does); false in
 * the browser of a page loaded from the CDN, where the build's HTML is already in the document.
 */
function keepsBuiltHtml(): boolean {
  return typeof document !== 'undefined' && document.getElementById('__NEXT_DATA__') !== null;
}

type StaticProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** The wrapper element, the same at build time and in the browser. */
  as?: 'div' | 'section' | 'header' | 'footer' | 'aside' | 'article';
} & (
    | { children: ReactNode; html?: never }
    | {
        children?: never;
        /** The part's content as HTML made at build time (a post's sanitized body): build-only page data. */
        html: string | undefined;
      }
  );

/**
 * A part of the page with nothing to do in the browser: its HTML is written at build time and the browser keeps it
 * as built. In the browser the wrapper is rendered empty with `dangerouslySetInnerHTML`, which React hydrates
 * without looking inside, so none of the part's components run, and their code and translations need not ship.
 * Safe because every navigation is a full page load (docs/decisions/0008-plain-links-not-next-link.md), so this
 * wrapper is never rendered fresh in the browser. Nothing interactive may sit inside (it would never hydrate):
 * see docs/decisions/0020-prerendered-means-prerendered.md. What only such a part renders need not be in the
 * browser's page data either (docs/decisions/0026-build-only-page-data.md), nor their code (0048): a part written
 * `{process.env.BROWSER_BUNDLE ? null : <Content />}` is cut from the browser bundle, where next.config.ts defines
 * BROWSER_BUNDLE, with everything only it imports (the header's and the footer's content, about 2 KiB gzip).
 */
export function Static(props: StaticProps) {
  const { as: Tag = 'div', children, html, ...attributes } = props;
  if (keepsBuiltHtml()) return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  if ('html' in props) return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: requireBuildOnly(html) }} />;
  return <Tag {...attributes}>{children}</Tag>;
}

/**
 * Head tags (next/head) written at build time only. The browser then never mounts a `<Head>`, so Next's head
 * manager never rewrites the built `<title>`, metadata and preloads (it replaces all of them with whatever the
 * browser rendered, as soon as any `<Head>` mounts). A `<Head>` renders nothing in the body, so leaving it out in
 * the browser changes nothing that hydration compares.
 */
export function StaticHead({ children }: { children: ReactNode }) {
  return keepsBuiltHtml() ? null : <>{children}</>;
}
