import { type ComponentType, lazy, type ReactElement, Suspense, useState } from 'react';

/** What the button of a menu takes before and after the menu's code is there. */
export type MenuButtonProps = {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
};

/**
 * A menu of the dashboard's top bar whose code loads when the user first reaches for it, not
 * with the page: Mantine's Menu and the positioning library under it are 28 KB gzip that a phone
 * would download and run before every first view (issue 20). Pointing at or focusing the button
 * fetches the code; a click opens the menu as soon as it is there. From then on the loaded menu
 * (`load`: a module whose default export draws the Menu opened at first, with the same button
 * as its target) is the menu.
 */
export function menuOnDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  button: (props: P & MenuButtonProps) => ReactElement,
) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchMenu = () => {
    loading ??= load();
    return loading;
  };
  const Loaded = lazy(fetchMenu);
  return function MenuOnDemand(props: P) {
    const [wanted, setWanted] = useState(false);
    const before = button({
      ...props,
      'aria-haspopup': 'menu',
      onPointerEnter: () => void fetchMenu().catch(() => {}),
      onFocus: () => void fetchMenu().catch(() => {}),
      onClick: () => setWanted(true),
    });
    if (!wanted) return before;
    return (
      <Suspense fallback={before}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
