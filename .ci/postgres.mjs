// CI's PostgreSQL helper, with the `pg` driver that `npm ci` installed (no psql client needed).
//   node .ci/postgres.mjs probe          exit 0 when a server answers on PG_ADMIN_URL, 1 when none listens
//   node .ci/postgres.mjs create <name>  create a database owned by the API's role, campusflow_ci:
//                                        neither a superuser nor BYPASSRLS, so row-level security
//                                        holds it as in production (README, "PostgreSQL")
//   node .ci/postgres.mjs drop <name>    drop it (with force)
// Any other failure (a server that answers but refuses us) exits 2, so CI fails loudly.
import net from 'node:net';
import pg from 'pg';

const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const [command, name] = process.argv.slice(2);
/** The role the API's tests connect as (`.ci/run`). */
const API_ROLE = 'campusflow_ci';

function listening(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(3000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

async function run(sql) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

if (name !== undefined && !/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error(`unsafe database name: ${name}`);
  process.exit(2);
}
try {
  if (command === 'probe') {
    if (!(await listening(adminUrl))) process.exit(1);
    await run('select 1');
  } else if (command === 'create') {
    await run(`do $$ begin
      if not exists (select from pg_roles where rolname = '${API_ROLE}') then
        create role ${API_ROLE} login createdb nosuperuser nobypassrls;
      end if;
    end $$`);
    await run(`create database ${name} owner ${API_ROLE}`);
  } else if (command === 'drop') {
    await run(`drop database if exists ${name} with (force)`);
  } else {
    console.error('usage: node .ci/postgres.mjs probe | create <name> | drop <name>');
    process.exit(2);
  }
} catch (error) {
  console.error(`PostgreSQL ${command} failed: ${error.message}`);
  process.exit(2);
}
