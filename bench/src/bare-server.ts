// The baseline: a bare Fastify route with no database, plugins or hooks; and, for exports, the
// same CSV writer streaming as many generated rows, with no database either.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
app.get<{ Querystring: { rows?: string } }>('/bare-csv', async (request, reply) => {
  const rows = Number(request.query.rows ?? 50_000);
  function* records() {
    yield ['Name', 'E-mail', 'Phone', 'Matric number', 'Roles', 'Status', 'Created'];
    for (let i = 0; i < rows; i++) {
      yield [
        `Student ${i}`,
        `s${i}@seed.edu.test`,
        `0803${i}`,
        `SEED/${i}`,
        'Student',
        'active',
        '2026-01-01',
      ];
    }
  }
  const csv = stringify({ bom: true, record_delimiter: '\r\n' });
  Readable.from(records()).pipe(csv);
  return reply.type('text/csv; charset=utf-8').send(csv);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
