import { Suspense } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { inlineSuspenseBoundaries } from './inline-boundaries';

/** A page as the build renders it: React's stream, read whole once everything is ready. */
async function render(element: React.ReactNode, progressiveChunkSize?: number): Promise<string> {
  const stream = await renderToReadableStream(element, { progressiveChunkSize });
  await stream.allReady;
  return new Response(stream).text();
}

const paragraphs = (label: string, count: number) =>
  Array.from({ length: count }, (_, i) => <p key={i}>{`${label} ${i}: ${'texto de relleno '.repeat(8)}`}</p>);

/** Larger than React's 12.8 kB chunk, with a boundary at the root and two nested ones further down. */
const page = (
  <div id="__next">
    <Suspense>
      <header>{paragraphs('header', 20)}</header>
      <main>
        {paragraphs('main', 100)}
        <Suspense>
          <form>{paragraphs('form', 100)}</form>
          <Suspense>
            <aside>{paragraphs('aside', 100)}</aside>
          </Suspense>
        </Suspense>
      </main>
    </Suspense>
  </div>
);

describe('inlineSuspenseBoundaries', () => {
  it('turns the outlined boundaries React writes for a large page into the HTML it writes when they fit in place', async () => {
    const outlined = await render(page);
    expect(outlined).toContain('<template id="B:');
    expect(outlined.match(/\$RC\("B:/g)?.length).toBe(3);
    const inPlace = await render(page, Number.POSITIVE_INFINITY);
    expect(inPlace).not.toContain('<template id="B:');

    expect(inlineSuspenseBoundaries(outlined)).toBe(inPlace);
  });

  it('leaves a page without outlined boundaries as it is', async () => {
    const small = await render(<main><Suspense><p>hola</p></Suspense></main>);
    expect(inlineSuspenseBoundaries(small)).toBe(small);
  });

  it('stops the build when a boundary cannot be put back', async () => {
    const outlined = await render(page);
    expect(() => inlineSuspenseBoundaries(outlined.replace('<template id="B:0"></template>', ''))).toThrow(/B:0/);
    expect(() => inlineSuspenseBoundaries(outlined.replace(/\$RC\("B:0","S:0"\)/, '$RX("B:0","S:0")'))).toThrow(/still outlined/);
  });
});
