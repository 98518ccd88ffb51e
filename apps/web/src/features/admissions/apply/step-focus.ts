import { type RefObject, useEffect, useRef } from 'react';

/** Focus is lost when the control that had it is gone: the body has it then. */
const focusLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * An element that takes the focus when `key` changes (the wizard moves to another step), and
 * when it first appears with focus lost (the button that started or submitted the application
 * went with the view it was in): a keyboard user goes on from the new content, not from the
 * top of the page (issue 20).
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  const seen = useRef<{ key: unknown } | null>(null);
  useEffect(() => {
    const moved = seen.current === null ? focusLost() : seen.current.key !== key;
    seen.current = { key };
    if (moved) ref.current?.focus();
  }, [key]);
  return ref;
}
