import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import * as schema from "./schema";
import { dataDir, migrationsDir } from "@/lib/server/paths";
import { logError } from "@/lib/server/safe-log";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type Handle = { db: Db; kind: "pglite" | "postgres"; close: () => Promise<void> };

type DbGlobal = { __agencyDb?: Promise<Handle> };
const store = globalThis as unknown as DbGlobal;

/** Any constant that no other application on the same database uses for an advisory lock. */
const START_LOCK_KEY = 0x61_67_65_6e; // "agen"

async function seedOnce(db: Db): Promise<void> {
  const { seed } = await import("./seed");
  await seed(db);
}

/** Images a file-based instance stored before uploads moved into PostgreSQL; a failure does not stop the start. */
async function importUploadFilesOnce(db: Db): Promise<void> {
  try {
    const { importUploadFiles } = await import("@/lib/server/uploads");
    const count = await importUploadFiles(db);
    if (count > 0) console.log(`[start] ${count} imagini din ${dataDir()}/uploads au fost copiate în baza de date.`);
  } catch (error) {
    logError("[start] the images of DATA_DIR/uploads could not be copied into PostgreSQL", error);
  }
}

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  // A database host that drops packets would otherwise hold a request until TCP gives up; after 10 s
  // the pool's timeout error answers 503 like any other outage (lib/server/http/api-error.ts).
  const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE || 10), connectionTimeoutMillis: 10_000 });
  // A connection that the server drops (a restart, an outage, pg_terminate_backend) emits 'error';
  // without a listener Node treats that as an unhandled 'error' event and ends the process. The pool
  // listens only while a connection is idle, so each connection gets one of its own too, for the time
  // it is lent out (between two statements of a transaction); the statement in flight, if any, fails
  // on its own and the pool replaces the broken connection, so the site recovers with the database.
  pool.on("connect", (client) => {
    client.on("error", (error) => logError("[db] PostgreSQL connection lost", error));
  });
  // The connection's own listener has logged it already; this one only keeps the pool's event handled.
  pool.on("error", () => undefined);
  const db = drizzle({ client: pool, schema });
  // Instances that start together take turns (a session lock on one connection): the first migrates
  // and seeds, the others find both done instead of racing to create the same tables and rows.
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query("select pg_advisory_lock($1)", [START_LOCK_KEY]);
    await migrate(db, { migrationsFolder: migrationsDir() });
    await seedOnce(db as unknown as Db);
    await importUploadFilesOnce(db as unknown as Db);
  } finally {
    await lockHolder.query("select pg_advisory_unlock($1)", [START_LOCK_KEY]).catch(() => undefined);
    lockHolder.release();
  }
  return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
}

async function openPglite(): Promise<Handle> {
  const { PGlite } = await import("@electric-sql/pglite");
  // The inbox's search index (migration 0006) is made of trigrams.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const inMemory = process.env.PGLITE_IN_MEMORY === "1";
  let release: () => void = () => undefined;
  let client;
  if (inMemory) {
    client = new PGlite({ extensions: { pg_trgm } });
  } else {
    const { acquireDataDirLock } = await import("./lock");
    release = acquireDataDirLock(dataDir());
    client = new PGlite(path.join(dataDir(), "pglite"), { extensions: { pg_trgm } });
  }
  await client.waitReady;
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: migrationsDir() });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function open(): Promise<Handle> {
  if (process.env.DATABASE_URL) return openPostgres(process.env.DATABASE_URL);
  const handle = await openPglite();
  await seedOnce(handle.db);
  return handle;
}

export const NO_DATABASE_AT_BUILD = "The database is not opened during `next build`: read data at request time (ISR or a dynamic route).";

/**
 * The one database of this process: opened, migrated and seeded on first use (instrumentation
 * calls it at start so that this happens before any request). Never throws at import.
 */
export function getDb(): Promise<Db> {
  // `next build` runs page code in its workers; a database opened there would be migrated, seeded and
  // locked by the build (or be out of reach on a build machine). Nothing may read data at build time.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return Promise.reject(new Error(NO_DATABASE_AT_BUILD));
  if (!store.__agencyDb) {
    store.__agencyDb = open();
    store.__agencyDb.catch(() => {
      store.__agencyDb = undefined;
    });
  }
  return store.__agencyDb.then((h) => h.db);
}

export async function closeDb(): Promise<void> {
  const pending = store.__agencyDb;
  store.__agencyDb = undefined;
  if (pending) await (await pending).close();
}

export { schema };
