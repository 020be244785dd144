import { useEffect, type RefObject } from 'react';

/**
 * Marks a stand-in's control and the island's control that takes its focus when they differ in kind or text (the
 * video's link and its play button; the calculator's contact link and its first control), where a loose match
 * ("first focusable", "same name") would pick the wrong one of a carousel's look-alike links
 * (docs/decisions/0044-barriers-of-the-accessibility-walk.md).
 */
export const focusAs = (meaning: string) => ({ 'data-focus-as': meaning });
export type FocusMark = ReturnType<typeof focusAs>;

/** What makes two focusable elements "the same" across a swap of markup: a shared focusAs mark, or else kind, target, name and text. */
function identity(element: Element): string {
  const meaning = element.getAttribute('data-focus-as');
  if (meaning) return `focus-as\u0000${meaning}`;
  return [
    element.localName,
    element.getAttribute('href') ?? '',
    element.id || element.getAttribute('name') || '',
    (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
  ].join('\u0000');
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** The first element in `slot` the visitor can see and reach that is the same as the one that had the focus. */
function counterpart(slot: Element, lost: string): HTMLElement | undefined {
  return [...slot.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (element) => identity(element) === lost && element.checkVisibility({ visibilityProperty: true }) && !element.closest('[aria-hidden="true"], [inert]'),
  );
}

/**
 * Keeps the keyboard focus when the markup inside `slot` is replaced (an island's built stand-in by its scripted
 * version, or any later swap of its own): the browser sends the focus of a removed element to `<body>`, which
 * hides the focus ring and restarts Tab from the top. If the focused element is removed and nothing else took the
 * focus, its counterpart in the new markup (same focusAs mark, or same kind, link target, name and text) takes it,
 * without scrolling.
 * Watching the DOM rather than a component's renders covers what a library does in its own updates (react-slick).
 * See docs/decisions/0044-barriers-of-the-accessibility-walk.md.
 */
export function useFocusKept(slot: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    let focused: { element: Element; identity: string } | null = null;
    const remember = (target: EventTarget | null) => {
      if (target instanceof Element) focused = { element: target, identity: identity(target) };
    };
    const onFocusIn = (event: FocusEvent) => remember(event.target);
    // Focused before the script ran (the built page is usable from its first paint).
    if (element.contains(document.activeElement)) remember(document.activeElement);
    // Focus that moved on (out of the slot, or to nothing while the element stays) is the visitor's: forget it.
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target;
      queueMicrotask(() => {
        if (focused?.element === left && (left as Element).isConnected && !element.contains(document.activeElement)) focused = null;
      });
    };
    // Until the counterpart arrives (a library may render it in a later update) or the visitor focuses elsewhere.
    const observer = new MutationObserver(() => {
      if (!focused || focused.element.isConnected) return;
      if (document.activeElement && document.activeElement !== document.body) {
        focused = null;
        return;
      }
      counterpart(element, focused.identity)?.focus({ preventScroll: true });
    });
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class', 'hidden', 'inert', 'aria-hidden'] });
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      observer.disconnect();
    };
  }, [slot]);
}
