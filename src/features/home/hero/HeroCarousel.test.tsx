// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_AUTOPLAY_MS, HeroCarousel } from './HeroCarousel';
import { mockReducedMotionPreference } from '../test-reduced-motion';

// Keys stand in for texts.
vi.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string, values?: { number?: number }) => (values?.number ? `${key} ${values.number}` : key), i18n: { language: 'en' } }),
}));

/** happy-dom lays nothing out: the track is 300 px wide and scrolls where it is told, instantly. */
const WIDTH = 300;
let scrollLeft = 0;
let reducedMotion = false;
beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  scrollLeft = 0;
  mockReducedMotionPreference(() => reducedMotion);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
  vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(() => scrollLeft);
  vi.spyOn(Element.prototype, 'scrollTo').mockImplementation(function (this: Element, options?: ScrollToOptions | number) {
    scrollLeft = (options as ScrollToOptions).left!;
    this.dispatchEvent(new Event('scroll'));
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The current slide: the one that is not inert. */
function shownSlide(): string | null {
  const shown = screen.getAllByRole('group').filter((slide) => !slide.hasAttribute('inert'));
  expect(shown).toHaveLength(1);
  return shown[0].getAttribute('aria-label');
}
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const track = () => screen.getAllByRole('group')[0].parentElement!;

/** A finger moves the track to a slide: the browser scrolls it, no script asked. */
function swipeTo(index: number) {
  fireEvent.touchStart(track());
  scrollLeft = index * WIDTH;
  fireEvent.scroll(track());
  wait(200);
}

describe('HeroCarousel', () => {
  it('is built with every slide usable and no control working yet (they show once the script runs)', () => {
    const html = renderToString(<HeroCarousel />);
    expect(html).not.toContain('inert');
    expect(html).not.toContain('data-ready');
    render(<HeroCarousel />);
    expect(screen.getByRole('region').hasAttribute('data-ready')).toBe(true);
  });

  it('turns to the next slide every 3 s, round and round, and scrolls the track there', () => {
    render(<HeroCarousel />);
    expect(shownSlide()).toBe('1 / 2');
    wait(HERO_AUTOPLAY_MS - 10);
    expect(shownSlide()).toBe('1 / 2');
    wait(10);
    expect(shownSlide()).toBe('2 / 2');
    expect(scrollLeft).toBe(WIDTH);
    expect(screen.getByRole('button', { name: 'carousel.goTo 2' }).getAttribute('aria-current')).toBe('true');
    wait(HERO_AUTOPLAY_MS);
    expect(shownSlide()).toBe('1 / 2');
    expect(scrollLeft).toBe(0);
  });

  it('waits while the pointer is on the slides', () => {
    render(<HeroCarousel />);
    const slider = screen.getByRole('button', { name: 'carousel.next' }).parentElement!;
    fireEvent.mouseEnter(slider);
    wait(HERO_AUTOPLAY_MS * 2);
    expect(shownSlide()).toBe('1 / 2');
    fireEvent.mouseLeave(slider);
    wait(HERO_AUTOPLAY_MS);
    expect(shownSlide()).toBe('2 / 2');
  });

  it('stops playing by itself for good once the keyboard focus has been on it; play starts it again', () => {
    render(<HeroCarousel />);
    const next = screen.getByRole('button', { name: 'carousel.next' });
    act(() => next.focus());
    act(() => next.blur());
    wait(HERO_AUTOPLAY_MS * 2);
    expect(shownSlide()).toBe('1 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'carousel.play' }));
    wait(HERO_AUTOPLAY_MS);
    expect(shownSlide()).toBe('2 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'carousel.pause' }));
    wait(HERO_AUTOPLAY_MS * 2);
    expect(shownSlide()).toBe('2 / 2');
  });

  it('turns with the arrows, the dots and the arrow keys, and then no longer by itself', () => {
    render(<HeroCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'carousel.next' }));
    expect(shownSlide()).toBe('2 / 2');
    expect(scrollLeft).toBe(WIDTH);
    fireEvent.click(screen.getByRole('button', { name: 'carousel.previous' }));
    expect(shownSlide()).toBe('1 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'carousel.goTo 2' }));
    expect(shownSlide()).toBe('2 / 2');
    fireEvent.keyDown(screen.getByRole('button', { name: 'carousel.next' }), { key: 'ArrowRight' });
    expect(shownSlide()).toBe('1 / 2');
    expect(screen.queryByRole('button', { name: 'carousel.play' })).not.toBeNull();
    wait(HERO_AUTOPLAY_MS * 2);
    expect(shownSlide()).toBe('1 / 2');
  });

  it('does not take a pause in its own smooth scroll for its end', () => {
    render(<HeroCarousel />);
    // A busy phone: the scroll to slide 2 has gone a third of the way when it stalls.
    vi.mocked(Element.prototype.scrollTo).mockImplementation(function (this: Element) {
      scrollLeft = WIDTH / 3;
      this.dispatchEvent(new Event('scroll'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'carousel.next' }));
    wait(200);
    expect(shownSlide()).toBe('2 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'carousel.previous' }));
    expect(shownSlide()).toBe('1 / 2');
  });

  it('follows a swipe, and then no longer plays by itself', () => {
    render(<HeroCarousel />);
    swipeTo(1);
    expect(shownSlide()).toBe('2 / 2');
    expect(screen.getByRole('button', { name: 'carousel.goTo 2' }).getAttribute('aria-current')).toBe('true');
    wait(HERO_AUTOPLAY_MS * 2);
    expect(shownSlide()).toBe('2 / 2');
    expect(screen.queryByRole('button', { name: 'carousel.play' })).not.toBeNull();
  });

  it('keeps playing through a scroll no finger made (its own, a resize)', () => {
    render(<HeroCarousel />);
    scrollLeft = WIDTH;
    fireEvent.scroll(track());
    wait(200);
    expect(shownSlide()).toBe('2 / 2');
    wait(HERO_AUTOPLAY_MS);
    expect(shownSlide()).toBe('1 / 2');
  });

  it('adopts the slide swiped to before the script ran, and does not play by itself', () => {
    scrollLeft = WIDTH;
    render(<HeroCarousel />);
    expect(shownSlide()).toBe('2 / 2');
    wait(HERO_AUTOPLAY_MS * 2);
    expect(shownSlide()).toBe('2 / 2');
    expect(screen.queryByRole('button', { name: 'carousel.play' })).not.toBeNull();
  });

  it('takes a swipe still snapping when the script runs for the visitor\'s: the slide it ends on stays', () => {
    scrollLeft = WIDTH * 0.3;
    render(<HeroCarousel />);
    scrollLeft = WIDTH;
    fireEvent.scroll(track());
    wait(200);
    expect(shownSlide()).toBe('2 / 2');
    wait(HERO_AUTOPLAY_MS * 2);
    expect(shownSlide()).toBe('2 / 2');
    expect(screen.queryByRole('button', { name: 'carousel.play' })).not.toBeNull();
  });

  it('does not play by itself for a visitor who prefers reduced motion, until asked to', () => {
    reducedMotion = true;
    render(<HeroCarousel />);
    expect(screen.queryByRole('button', { name: 'carousel.pause' })).toBeNull();
    wait(HERO_AUTOPLAY_MS * 2);
    expect(shownSlide()).toBe('1 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'carousel.play' }));
    wait(HERO_AUTOPLAY_MS);
    expect(shownSlide()).toBe('2 / 2');
  });
});
