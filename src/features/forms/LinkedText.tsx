import { cloneElement, type ReactElement } from 'react';

/**
 * A translated sentence with one `<tag>…</tag>` span rendered as the given link, e.g.
 * "I accept the <policy>privacy policy</policy>." — what i18next's Trans does for this one case, without shipping
 * its HTML parser to every page with a form.
 */
export function LinkedText({ text, tag, link }: { text: string; tag: string; link: ReactElement<{ children?: string }> }) {
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const start = text.indexOf(open);
  const end = text.indexOf(close, start);
  if (start < 0 || end < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, start)}
      {cloneElement(link, { children: text.slice(start + open.length, end) })}
      {text.slice(end + close.length)}
    </>
  );
}
