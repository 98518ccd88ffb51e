import data from 'naija-state-local-government/src/statesAndLocalGov.json' with { type: 'json' };

/**
 * The 36 states and the FCT with their local government areas (docs/domain.md, Admissions),
 * from the `naija-state-local-government` data package.
 */
export const nigerianStates: readonly { state: string; lgas: readonly string[] }[] = data
  .map((s) => ({
    state: s.state === 'Federal Capital Territory' ? 'FCT' : s.state,
    lgas: [...new Set(s.lgas)].sort((a, b) => a.localeCompare(b)),
  }))
  .sort((a, b) => a.state.localeCompare(b.state));

const plain = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

export function isNigerianState(state: string): boolean {
  return nigerianStates.some((s) => plain(s.state) === plain(state));
}

/** Whether `lga` is a local government area of `state` ("Awka South" = "awka-south"). */
export function isLgaOf(state: string, lga: string): boolean {
  const found = nigerianStates.find((s) => plain(s.state) === plain(state));
  return !!found?.lgas.some((l) => plain(l) === plain(lga));
}
