/** A trip's manifest as a page, with its PDF and CSV (helper: home). */
export function ManifestsPanel() {
  return null;
}
