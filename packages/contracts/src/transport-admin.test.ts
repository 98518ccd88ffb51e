import { describe, expect, it } from 'vitest';
import { manifestRidersByStop, type TManifestRider } from './transport-admin.ts';

const rider = (name: string, stopId: string, stop: string): TManifestRider => ({
  subscriptionId: `${name}-sub`,
  studentId: `${name}-id`,
  name,
  matricNumber: null,
  phone: null,
  stopId,
  stop,
  stopPosition: 1,
  state: 'active',
});

describe('manifestRidersByStop', () => {
  it('groups consecutive riders of a stop in the order given', () => {
    const groups = manifestRidersByStop([
      rider('Ada', 's1', 'Allen'),
      rider('Bola', 's1', 'Allen'),
      rider('Chidi', 's2', 'Maryland'),
    ]);
    expect(groups.map((g) => [g.stop, g.riders.map((r) => r.name)])).toEqual([
      ['Allen', ['Ada', 'Bola']],
      ['Maryland', ['Chidi']],
    ]);
    expect(manifestRidersByStop([])).toEqual([]);
  });
});
