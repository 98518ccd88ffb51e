import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Where the window is scrolled on each page: a new page opens at its top (or at the element its
 * `#hash` names), while a change of the query alone (a filter, a page of a list) stays where it
 * is; going back or forward returns to where the user was. Positions are kept per history entry
 * for this tab's life.
 */
export function useScrollRestoration(): void {
  const { key, pathname, hash } = useLocation();
  const type = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const current = useRef(key);
  current.current = key;

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const remember = () => positions.current.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    const saved = positions.current.get(key);
    const newPage = shownPath.current !== pathname;
    shownPath.current = pathname;
    if (type === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (newPage) window.scrollTo(0, 0);
  }, [key, pathname, hash, type]);
}
