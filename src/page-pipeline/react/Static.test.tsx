// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireBuildOnly } from './build-only';
import { Static } from './Static';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** What the browser has when the page's script runs: the built HTML and the page data block. */
function builtPage(html: string): HTMLElement {
  document.body.innerHTML = `<div id="__next">${html}</div><script id="__NEXT_DATA__" type="application/json">{}</script>`;
  return document.getElementById('__next')!;
}

function Body({ text }: { text: string | undefined }) {
  return <p>{requireBuildOnly(text)}</p>;
}

describe('Static', () => {
  it('renders build-made HTML at build time', () => {
    const html = renderToString(<Static as="article" className="prose" html={'<p>Body &amp; more</p>'} />);
    expect(html).toBe('<article class="prose"><p>Body &amp; more</p></article>');
  });

  it('keeps the built HTML in the browser, where the build-only data is gone, without an error', async () => {
    const container = builtPage(renderToString(<Static as="article" html="<p>Body</p>" />) + renderToString(<Static><Body text="Side" /></Static>));
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <Static as="article" html={undefined} />
          <Static>
            <Body text={undefined} />
          </Static>
        </>,
        { onRecoverableError: (error) => console.error(error) },
      );
    });
    expect(container.innerHTML).toBe('<article><p>Body</p></article><div><p>Side</p></div>');
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('requireBuildOnly', () => {
  it('gives the value at build time and throws where it was removed', () => {
    expect(requireBuildOnly('<p>x</p>')).toBe('<p>x</p>');
    expect(requireBuildOnly([])).toEqual([]);
    expect(() => requireBuildOnly(undefined)).toThrow(/only a <Static> part may read it/);
  });

  it('fails a part outside <Static> that reads build-only data in the browser', () => {
    expect(() => render(<Body text={undefined} />)).toThrow(/Build-only page data read in the browser/);
  });
});
