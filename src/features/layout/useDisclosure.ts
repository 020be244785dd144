import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Open/closed state for a popup anchored to a button: Escape closes it and returns focus to the button, and a
 * click or focus outside the container closes it. Shared by the services dropdown and the language selector.
 */
export function useDisclosure<C extends HTMLElement, B extends HTMLElement>(): {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  containerRef: RefObject<C | null>;
  buttonRef: RefObject<B | null>;
} {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<C>(null);
  const buttonRef = useRef<B>(null);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  return { open, setOpen, toggle, containerRef, buttonRef };
}
