// The ceiling of an authenticated read: a bare Fastify route that does one pg point read (a
// user by e-mail) on a pool of 10, the API's pool size, and nothing else.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get<{ Querystring: { id?: string } }>('/point', async (request) => {
  const { rows } = await pool.query('select id, name, email from users where id = $1', [
    request.query.id ?? '00000000-0000-0000-0000-000000000000',
  ]);
  return rows[0] ?? null;
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => pool.end().finally(() => process.exit(0))));
