// One polite live region for the whole app, for news that has no visible place of its own to be
// read from (how many fields of a refused form need attention).

let region: HTMLElement | null = null;
let pending: ReturnType<typeof setTimeout> | undefined;

function liveRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.dataset.liveAnnouncer = '';
  // Seen by screen readers only.
  Object.assign(region.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  });
  document.body.append(region);
  return region;
}

/** Says `message` politely. Emptied first, so the same words twice are said twice. */
export function announce(message: string): void {
  const target = liveRegion();
  target.textContent = '';
  clearTimeout(pending);
  pending = setTimeout(() => {
    target.textContent = message;
  }, 50);
}
