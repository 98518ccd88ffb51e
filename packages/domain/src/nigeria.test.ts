import { describe, expect, it } from 'vitest';
import { isLgaOf, isNigerianState, nigerianStates } from './nigeria.ts';

describe('Nigerian states and LGAs', () => {
  it('has the 36 states and the FCT, each with its LGAs', () => {
    expect(nigerianStates).toHaveLength(37);
    expect(nigerianStates.map((s) => s.state)).toContain('FCT');
    for (const s of nigerianStates) expect(s.lgas.length).toBeGreaterThan(0);
  });

  it('matches names whatever their case, spaces or hyphens', () => {
    expect(isNigerianState('akwa ibom')).toBe(true);
    expect(isNigerianState('Atlantis')).toBe(false);
    expect(isLgaOf('Anambra', 'Awka South')).toBe(true);
    expect(isLgaOf('Enugu', 'Nsukka')).toBe(true);
    expect(isLgaOf('Lagos', 'Nsukka')).toBe(false);
  });
});
