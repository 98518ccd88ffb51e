// Issue 20: a dialog gives focus back to what opened it. Mantine's Modal does so only when its
// `opened` prop changes; most of ours are mounted already open and unmounted to close, and a
// dialog opened from a menu item would return to an item that no longer exists. So one watcher
// remembers, for each dialog, the control focus came from, and puts focus back there when the
// dialog goes and leaves focus on the page body.

const DIALOG = '[role="dialog"]';

/** The control that stands for `element`: a menu item is represented by its menu's button. */
function originOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement)) return null;
  const menu = element.closest('[role="menu"]');
  const trigger = menu && document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
  return trigger instanceof HTMLElement ? trigger : element;
}

const focusLost = () => !document.activeElement || document.activeElement === document.body;

/** Starts the watcher; answers the function that stops it. */
export function watchDialogFocusReturn(): () => void {
  const openers = new WeakMap<Element, HTMLElement | null>();
  let lastFocused: HTMLElement | null = null;
  // The dialog focus was last in: when it goes and focus falls to the body, it is given back.
  let dialog: Element | null = null;

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const inDialog = target?.closest(DIALOG) ?? null;
    if (inDialog && !openers.has(inDialog)) openers.set(inDialog, lastFocused);
    dialog = inDialog;
    lastFocused = originOf(target);
  };

  const restore = () => {
    if (!dialog || !focusLost()) return;
    // Only once the dialog is gone (or hidden): a click on its text also leaves focus on the body.
    if (dialog.isConnected && dialog.getClientRects().length > 0) return;
    const opener = openers.get(dialog);
    // The opener can be gone too (its row was deleted): the page's content is the next best.
    const target = opener?.isConnected ? opener : document.getElementById('main-content');
    dialog = null;
    target?.focus({ preventScroll: true });
  };

  const observer = new MutationObserver(restore);
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusIn);
  return () => {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn);
  };
}
