import { describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { Actor } from './actor.ts';
import { assertWithinDuty, type DutyQuery, outsideDuty, requireDuty } from './duties.ts';

const actor: Actor = {
  sessionId: 's',
  userId: 'u',
  name: 'Dr. Lecturer',
  email: null,
  schoolId: 'school',
  roles: ['teacher'],
  role: 'teacher',
};
const db = {} as DbOrTx;

function thrown(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('outsideDuty', () => {
  it('names the requested ids the duty does not cover, in the order asked, once each', () => {
    const allowed = new Set(['a', 'b']);
    expect(outsideDuty(['c', 'a', 'd', 'c', 'b'], allowed)).toEqual(['c', 'd']);
    expect(outsideDuty(['a', 'b', 'a'], allowed)).toEqual([]);
    expect(outsideDuty([], new Set())).toEqual([]);
  });
});

describe('assertWithinDuty', () => {
  it('passes when every requested id is covered, however many', () => {
    const many = Array.from({ length: 120 }, (_, i) => `student-${i}`);
    expect(() =>
      assertWithinDuty(many, new Set([...many, 'other']), { code: 'forbidden' }),
    ).not.toThrow();
  });

  it('refuses the whole request when one id lies outside, with the refusal asked for', () => {
    const hidden = thrown(() =>
      assertWithinDuty(['a', 'x'], new Set(['a']), {
        code: 'not_found',
        detail: 'This course was not found among yours.',
      }),
    );
    expect(hidden).toMatchObject({ code: 'not_found', status: 404 });
    expect(hidden.message).toBe('This course was not found among yours.');

    const refused = thrown(() => assertWithinDuty(['x'], new Set(), { code: 'forbidden' }));
    expect(refused).toMatchObject({ code: 'forbidden', status: 403 });
  });
});

describe('requireDuty', () => {
  it('asks the module once for the whole set, then checks it', async () => {
    const query = vi.fn<DutyQuery<{ sessionId: string }>>(
      async (_db, _actor, scope) => new Set(scope.requested?.filter((id) => id !== 'c3')),
    );
    const requested = ['c1', 'c2'];
    await requireDuty(db, actor, query, { requested, sessionId: 's1' }, { code: 'forbidden' });
    expect(query).toHaveBeenCalledTimes(1);
    expect(query).toHaveBeenCalledWith(db, actor, { requested, sessionId: 's1' });

    await expect(
      requireDuty(
        db,
        actor,
        query,
        { requested: ['c1', 'c3'], sessionId: 's1' },
        { code: 'forbidden' },
      ),
    ).rejects.toMatchObject({ code: 'forbidden' });
    expect(query).toHaveBeenCalledTimes(2);
  });
});
