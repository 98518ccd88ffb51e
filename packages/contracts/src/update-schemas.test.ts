import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as contracts from './index.ts';

describe('update schemas', () => {
  it('add nothing that was not sent: a field left out of a change stays as it is', () => {
    // These two replace a whole value (a user's roles, a status) rather than patch fields.
    const replacements = ['ZUpdateRolesRequest', 'ZUpdateStatusRequest'];
    const updates = Object.entries(contracts).filter(
      ([name]) => /^ZUpdate/.test(name) && !replacements.includes(name),
    );
    expect(updates.length).toBeGreaterThan(5);
    for (const [name, schema] of updates) {
      const parsed = z.safeParse(schema as z.ZodMiniType, {});
      expect(parsed.success, name).toBe(true);
      expect(parsed.data, name).toEqual({});
    }
  });
});
