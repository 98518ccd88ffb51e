import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '@/test/use-test-app.ts';
import { schools } from './schools.tables.ts';

const t = useTestApp();
// A prefix of this run, so that the test also holds on a shared PostgreSQL database.
const tag = `T${Date.now().toString(36).toUpperCase()}`;

beforeAll(async () => {
  await t.database.db.insert(schools).values([
    { code: `${tag}A`, name: `${tag} Federal University of Agriculture`, address: 'Abeokuta' },
    { code: `${tag}B`, name: `${tag} Yaba College of Technology` },
    { code: `${tag}C`, name: `${tag} College of Education 100%`, status: 'suspended' },
    ...Array.from({ length: 25 }, (_, i) => ({
      code: `${tag}P${i}`,
      name: `${tag} Polytechnic ${String(i).padStart(2, '0')}`,
    })),
  ]);
});

const directory = (query: string) => t.app.inject(`/api/v1/schools/directory?${query}`);

describe('GET /api/v1/schools/directory', () => {
  it('lists active schools by name, a page at a time', async () => {
    const first = await directory(`q=${tag}&limit=10`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total).toBe(27);
    expect(body.items).toHaveLength(10);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      code: `${tag}A`,
      name: `${tag} Federal University of Agriculture`,
      address: 'Abeokuta',
      logo: null,
    });
    const third = (await directory(`q=${tag}&limit=10&page=3`)).json();
    expect(third.items).toHaveLength(7);
    expect(third.items.at(-1).name).toBe(`${tag} Yaba College of Technology`);
  });

  it('hides suspended schools', async () => {
    const body = (await directory(`q=${tag}C`)).json();
    expect(body.total).toBe(0);
    expect(body.items).toEqual([]);
  });

  it('searches name and code, treating % and _ literally', async () => {
    expect((await directory(`q=${encodeURIComponent(`${tag} yaba`)}`)).json().total).toBe(1);
    expect((await directory(`q=${tag}p1`)).json().total).toBe(11);
    expect((await directory(`q=${encodeURIComponent('%')}`)).json().total).toBe(0);
  });

  it('refuses a page size above 100 and a page below 1, naming the field', async () => {
    const big = await directory('limit=101');
    expect(big.statusCode).toBe(400);
    expect(big.json().errors[0].field).toBe('querystring.limit');
    const zero = await directory('page=0');
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors[0].field).toBe('querystring.page');
  });
});
