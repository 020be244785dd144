// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_AUTOPLAY_MS, HeroCarousel } from './HeroCarousel';
import { mockReducedMotionPreference } from '../test-reduced-motion';

// Keys stand in for texts.
vi.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string, values?: { number?: number }) => (values?.number ? `${key} ${values.number}` : key), i18n: { language: 'en' } }),
}));

let reducedMotion = false;
beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  mockReducedMotionPreference(() => reducedMotion);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The slide a visitor sees: the one that is not inert. */
function shownSlide(): string | null {
  const shown = screen.getAllByRole('group').filter((slide) => !slide.hasAttribute('inert'));
  expect(shown).toHaveLength(1);
  return shown[0].getAttribute('aria-label');
}
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('HeroCarousel', () => {
  it('turns to the next slide every 3 s, round and round', () => {
    render(<HeroCarousel />);
    expect(shownSlide()).toBe('1 / 2');
    wait(HERO_AUTOPLAY_MS - 10);
    expect(shownSlide()).toBe('1 / 2');
    wait(10);
    expect(shownSlide()).toBe('2 / 2');
    expect(screen.getByRole('button', { name: 'carousel.goTo 2' }).getAttribute('aria-current')).toBe('true');
    wait(HERO_AUTOPLAY_MS);
    expect(shownSlide()).toBe('1 / 2');
  });

  it('waits while the pointer or the keyboard focus is on the slides, and when paused', () => {
    render(<HeroCarousel />);
    const next = screen.getByRole('button', { name: 'carousel.next' });
    const slider = next.parentElement!;

    fireEvent.mouseEnter(slider);
    wait(HERO_AUTOPLAY_MS * 2);
    expect(shownSlide()).toBe('1 / 2');
    fireEvent.mouseLeave(slider);
    wait(HERO_AUTOPLAY_MS);
    expect(shownSlide()).toBe('2 / 2');

    act(() => next.focus());
    wait(HERO_AUTOPLAY_MS * 2);
    expect(shownSlide()).toBe('2 / 2');
    act(() => next.blur());

    fireEvent.click(screen.getByRole('button', { name: 'carousel.pause' }));
    wait(HERO_AUTOPLAY_MS * 2);
    expect(shownSlide()).toBe('2 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'carousel.play' }));
    wait(HERO_AUTOPLAY_MS);
    expect(shownSlide()).toBe('1 / 2');
  });

  it('turns with the arrows, the dots, the arrow keys and a swipe', () => {
    render(<HeroCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'carousel.next' }));
    expect(shownSlide()).toBe('2 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'carousel.previous' }));
    expect(shownSlide()).toBe('1 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'carousel.goTo 2' }));
    expect(shownSlide()).toBe('2 / 2');
    fireEvent.keyDown(screen.getByRole('button', { name: 'carousel.next' }), { key: 'ArrowRight' });
    expect(shownSlide()).toBe('1 / 2');

    const slides = screen.getAllByRole('group')[0].parentElement!;
    fireEvent.touchStart(slides, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(slides, { changedTouches: [{ clientX: 200, clientY: 110 }] });
    expect(shownSlide()).toBe('2 / 2');
    // Mostly vertical: the visitor scrolls the page, the slide stays.
    fireEvent.touchStart(slides, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(slides, { changedTouches: [{ clientX: 240, clientY: 300 }] });
    expect(shownSlide()).toBe('2 / 2');
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
