import { describe, expect, it } from 'vitest';
import { paginate } from './paginate.ts';

/** A stand-in for a drizzle select over `data` that records the window it was asked for. */
function selectOver<T>(data: T[]) {
  const asked: { limit: number; offset: number }[] = [];
  const query = {
    limit: (limit: number) => ({
      offset: async (offset: number) => {
        asked.push({ limit, offset });
        return data.slice(offset, offset + limit);
      },
    }),
  };
  return { query, asked };
}

const letters = [...'abcdefghij'];

describe('paginate', () => {
  it('skips (page - 1) * limit rows and answers items, total, page and limit', async () => {
    const { query, asked } = selectOver(letters);
    const page = await paginate({ page: 3, limit: 3 }, query, Promise.resolve([{ total: 10 }]));
    expect(asked).toEqual([{ limit: 3, offset: 6 }]);
    expect(page).toEqual({ items: ['g', 'h', 'i'], total: 10, page: 3, limit: 3 });
    expect(Object.keys(page)).toEqual(['items', 'total', 'page', 'limit']);
  });

  it('takes the total as a count row, no row (0) or a number', async () => {
    const none = await paginate({ page: 1, limit: 5 }, selectOver([]).query, Promise.resolve([]));
    expect(none).toEqual({ items: [], total: 0, page: 1, limit: 5 });
    const counted = await paginate(
      { page: 1, limit: 2 },
      selectOver(letters).query,
      Promise.resolve(42),
    );
    expect(counted.total).toBe(42);
  });

  it('turns each row into an item when given how', async () => {
    const page = await paginate(
      { page: 2, limit: 4 },
      selectOver(letters).query,
      Promise.resolve(10),
      (letter) => letter.toUpperCase(),
    );
    expect(page).toEqual({ items: ['E', 'F', 'G', 'H'], total: 10, page: 2, limit: 4 });
  });

  it('never reads more than 100 rows a page, nor a page before the first', async () => {
    const { query, asked } = selectOver(letters);
    const page = await paginate({ page: 0, limit: 5000 }, query, Promise.resolve(10));
    expect(asked).toEqual([{ limit: 100, offset: 0 }]);
    expect(page.limit).toBe(100);
    expect(page.page).toBe(1);
  });

  it('lets a failing count fail the page', async () => {
    await expect(
      paginate({ page: 1, limit: 1 }, selectOver(letters).query, Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
  });
});
