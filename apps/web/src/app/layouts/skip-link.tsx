import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';

/** Where the skip link leads: the page's main content. */
export const MAIN_CONTENT_ID = 'main-content';

/** Focus moves into the content without touching the address (the router owns it). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/**
 * The first stop of the keyboard on every page: past the header and the navigation, straight
 * to the page's own content (the target is `MAIN_CONTENT_ID`, focusable by script).
 */
export function SkipLink() {
  return (
    <a className={classes.link} href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain}>
      Skip to main content
    </a>
  );
}
