import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useFocusKept } from '@/page-pipeline/react/useFocusKept';
import { useIslandReady } from '@/page-pipeline/react/useIslandReady';
import type { Carousel as CarouselComponent, CarouselProps } from './Carousel';

let carouselModule: Promise<typeof import('./Carousel')> | null = null;

/** react-slick and its styles, fetched once for every carousel of the page. */
function loadCarousel() {
  carouselModule ??= import('./Carousel').catch((error: unknown) => {
    // A failed chunk (offline) leaves the static version in place; a later carousel may try again.
    carouselModule = null;
    throw error;
  });
  return carouselModule;
}

type Props = CarouselProps & {
  /**
   * What the page shows until the carousel arrives: the same items, laid out as the carousel's first view, so
   * nothing moves when it takes over, on a scroll-snap track a finger swipes. Server-rendered, so the content is
   * there without JavaScript too.
   */
  placeholder: ReactNode;
};

/** The item the visitor swiped the placeholder's track to: the carousel starts there. */
function swipedTo(track: Element | null | undefined): number {
  const item = track?.firstElementChild;
  if (!(item instanceof HTMLElement) || !item.offsetWidth) return 0;
  return Math.round(track!.scrollLeft / item.offsetWidth);
}

/**
 * A react-slick carousel whose code loads only when it comes near the viewport and the browser is idle, or the
 * visitor is in the placeholder (useIslandReady), keeping react-slick (about 16 KiB of gzip JavaScript) off the
 * page's first load and its render out of the window where the page hydrates, in a transition that yields to a
 * tap. It starts at the item the visitor swiped the placeholder to
 * (docs/decisions/0036-carousel-swipes-before-its-script.md), and a link focused in the placeholder keeps the focus
 * in the carousel (useFocusKept).
 */
export function DeferredCarousel({ placeholder, ...carousel }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const ready = useIslandReady(ref);
  useFocusKept(ref);
  const [Carousel, setCarousel] = useState<typeof CarouselComponent | null>(null);
  const [initialSlide, setInitialSlide] = useState(0);

  useEffect(() => {
    if (!ready) return;
    let active = true;
    loadCarousel().then(
      (loaded) => {
        if (!active) return;
        startTransition(() => {
          setInitialSlide(swipedTo(ref.current?.firstElementChild));
          setCarousel(() => loaded.Carousel);
        });
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [ready]);

  return <div ref={ref}>{Carousel ? <Carousel {...carousel} settings={{ ...carousel.settings, initialSlide }} /> : placeholder}</div>;
}
