import { Writable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Actor } from '@/platform/access/actor.ts';
import type { ExportSource } from '@/platform/export/export-source.ts';
import { EXPORT_CHUNK_ROWS } from '@/platform/export/keyset.ts';
import { writeExport } from '@/platform/export/write-export.ts';
import { bulkPayments } from '@/test/bulk-payments.ts';
import { paymentSchool } from '@/test/payment-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { ledgerExport } from './ledger-export.ts';

const t = useTestApp();
const ROWS = 40_000;

// A full collection before each reading, so the figure is what is kept, not garbage.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
function retainedHeap(): number {
  collect();
  return process.memoryUsage().heapUsed;
}

/** A sink that keeps nothing: counts the bytes and the row ends it was given. */
function countingSink() {
  const seen = { bytes: 0, rows: 0 };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      seen.bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) seen.rows += 1;
      done();
    },
  });
  return { sink, seen };
}

describe('a 40,000-row export', () => {
  it('is read a chunk at a time and written without holding the rows', async () => {
    const s = await paymentSchool(t.database.db);
    await bulkPayments(t.database.db, s, ROWS);
    const actor: Actor = {
      sessionId: '',
      userId: s.accountant.id,
      name: '',
      email: null,
      schoolId: s.schoolId,
      roles: ['accountant'],
      role: 'accountant',
    };
    const opened = await ledgerExport.open(t.app.services, actor, {
      query: { page: 1, limit: 25 },
      params: {},
    });
    expect(await opened.count()).toBe(ROWS);

    // The chunks the database gave, and what the heap kept (after a collection) as they passed.
    const chunkSizes: number[] = [];
    const heap = { start: retainedHeap(), peak: 0 };
    const observed: ExportSource<unknown> = {
      ...opened,
      async *chunks() {
        for await (const chunk of opened.chunks()) {
          chunkSizes.push(chunk.length);
          if (chunkSizes.length % 10 === 0) {
            heap.peak = Math.max(heap.peak, retainedHeap() - heap.start);
          }
          yield chunk;
        }
      },
    };
    const { sink, seen } = countingSink();
    const written = await writeExport('csv', observed, sink);

    expect(written).toBe(ROWS);
    expect(seen.rows).toBe(ROWS + 1);
    expect(chunkSizes).toHaveLength(ROWS / EXPORT_CHUNK_ROWS);
    expect(Math.max(...chunkSizes)).toBe(EXPORT_CHUNK_ROWS);
    // Held whole, the rows would keep tens of megabytes (the file alone is ~10 MB of text);
    // read in chunks, what stays is a chunk and the streams' buffers.
    expect(heap.peak).toBeLessThan(16 * 1024 * 1024);
  }, 60_000);
});
