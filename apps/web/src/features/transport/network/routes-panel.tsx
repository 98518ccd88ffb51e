/** Routes with their stops, trips (and vehicles) and fares (helper: network). */
export function RoutesPanel() {
  return null;
}
