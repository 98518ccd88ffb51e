import classes from './route-loading.module.css';

/**
 * The root's loading state (app/root-shell.tsx): shown on the first visit while the page's code
 * (one lazy chunk per area) and the session arrive, so the first paint is not blank.
 */
export function RouteLoading() {
  return (
    <div role="status" className={classes.bar}>
      <span className={classes.label}>Loading…</span>
    </div>
  );
}
