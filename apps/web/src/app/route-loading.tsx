import classes from './route-loading.module.css';

/**
 * React Router's HydrateFallback: shown on the first visit while the page's code (one lazy
 * chunk per area) and its loader's data arrive, so the first paint is not blank.
 */
export function RouteLoading() {
  return (
    <div role="status" className={classes.bar}>
      <span className={classes.label}>Loading…</span>
    </div>
  );
}
