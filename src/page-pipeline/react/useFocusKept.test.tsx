// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusAs, useFocusKept, type FocusMark } from './useFocusKept';

afterEach(cleanup);

/**
 * A slot whose stand-in link is replaced, once `island` is set, by a button of the same name beside a look-alike
 * link (the same text, elsewhere), as an island's markup replaces its stand-in.
 */
function Slot({ island = false, linkMark, buttonMark }: { island?: boolean; linkMark?: FocusMark; buttonMark?: FocusMark }) {
  const slot = useRef<HTMLDivElement>(null);
  useFocusKept(slot);
  return (
    <div ref={slot}>
      {island ? (
        <figure>
          <a href="/elsewhere">Play the video: a title</a>
          <button type="button" {...buttonMark}>
            Play the video: a title
          </button>
        </figure>
      ) : (
        <a href="/video-page" {...linkMark}>
          Play the video: a title
        </a>
      )}
    </div>
  );
}

/** Renders the stand-in, focuses its link, swaps in the island's markup and waits for the DOM observer's callback. */
async function focusThenSwap(marks: { linkMark?: FocusMark; buttonMark?: FocusMark }) {
  const { rerender } = render(<Slot {...marks} />);
  screen.getByRole('link', { name: 'Play the video: a title' }).focus();
  await act(async () => rerender(<Slot {...marks} island />));
  await act(async () => undefined);
}

describe('useFocusKept', () => {
  it('moves a focus on the stand-in to the island control that shares its focusAs mark, though their kinds differ', async () => {
    const play = focusAs('video-play');
    await focusThenSwap({ linkMark: play, buttonMark: play });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Play the video: a title' }));
  });

  it('moves it nowhere without a shared mark: a link and a button are not the same control, a name alone is not enough', async () => {
    await focusThenSwap({ buttonMark: focusAs('video-play') });
    expect(document.activeElement).toBe(document.body);
  });

  it('moves it nowhere when the marks differ', async () => {
    await focusThenSwap({ linkMark: focusAs('calculator-start'), buttonMark: focusAs('video-play') });
    expect(document.activeElement).toBe(document.body);
  });
});
