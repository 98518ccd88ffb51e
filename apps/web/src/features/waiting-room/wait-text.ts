/** "about 4 minutes", "less than a minute", or null when the pace is not known yet. */
export function waitText(seconds: number | null): string | null {
  if (seconds === null) return null;
  if (seconds < 60) return 'less than a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${hours} h ${rest.toString().padStart(2, '0')} min`;
}
