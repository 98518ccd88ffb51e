/** The session's subscription window, time to pay and cancel window (helper: network). */
export function TransportSettingsPanel() {
  return null;
}
