import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import * as schema from "./schema";
import { pgliteExtensions } from "./pglite-extensions";
import { dataDir, migrationsDir } from "@/lib/paths";
import { logError } from "@/lib/safe-log";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** `serialize` runs start-up work one instance at a time (a no-op with PGlite: one process per directory). */
type Handle = { db: Db; kind: "pglite" | "postgres"; serialize: <T>(work: () => Promise<T>) => Promise<T>; close: () => Promise<void> };

type DbGlobal = { __agencyDb?: Promise<Handle> };
const store = globalThis as unknown as DbGlobal;

/** Any constant that no other application on the same database uses for an advisory lock. */
const START_LOCK_KEY = 0x61_67_65_6e; // "agen"

/** A session lock on one connection of the pool, held while `work` runs. */
async function underAdvisoryLock<T>(pool: import("pg").Pool, work: () => Promise<T>): Promise<T> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query("select pg_advisory_lock($1)", [START_LOCK_KEY]);
    return await work();
  } finally {
    await lockHolder.query("select pg_advisory_unlock($1)", [START_LOCK_KEY]).catch(() => undefined);
    lockHolder.release();
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
  // Instances that start together take turns: the first migrates, the others find it done instead of
  // racing to create the same tables.
  const serialize = <T>(work: () => Promise<T>) => underAdvisoryLock(pool, work);
  await serialize(() => migrate(db, { migrationsFolder: migrationsDir() }));
  return { db: db as unknown as Db, kind: "postgres", serialize, close: () => pool.end() };
}

async function openPglite(): Promise<Handle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const extensions = await pgliteExtensions();
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const inMemory = process.env.PGLITE_IN_MEMORY === "1";
  let release: () => void = () => undefined;
  let client;
  if (inMemory) {
    client = new PGlite({ extensions });
  } else {
    const { acquireDataDirLock } = await import("./lock");
    release = acquireDataDirLock(dataDir());
    client = new PGlite(path.join(dataDir(), "pglite"), { extensions });
  }
  await client.waitReady;
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: migrationsDir() });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    serialize: (work) => work(),
    close: async () => {
      await client.close();
      release();
    },
  };
}

function open(): Promise<Handle> {
  return process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL) : openPglite();
}

export const NO_DATABASE_AT_BUILD = "The database is not opened during `next build`: read data at request time (ISR or a dynamic route).";

/**
 * The one database of this process: opened and migrated on first use (the start sequence, lib/boot,
 * calls it before the server takes any request). Never throws at import.
 */
export function getDb(): Promise<Db> {
  return handle().then((h) => h.db);
}

/**
 * Runs start-up work (seeding, imports) on the opened database, one instance at a time on PostgreSQL
 * (the lock the migrations take), so instances that start together do not race to create the same rows.
 */
export async function withStartLock<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const h = await handle();
  return h.serialize(() => work(h.db));
}

function handle(): Promise<Handle> {
  // `next build` runs page code in its workers; a database opened there would be migrated, seeded and
  // locked by the build (or be out of reach on a build machine). Nothing may read data at build time.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return Promise.reject(new Error(NO_DATABASE_AT_BUILD));
  if (!store.__agencyDb) {
    store.__agencyDb = open();
    store.__agencyDb.catch(() => {
      store.__agencyDb = undefined;
    });
  }
  return store.__agencyDb;
}

export async function closeDb(): Promise<void> {
  const pending = store.__agencyDb;
  store.__agencyDb = undefined;
  if (pending) await (await pending).close();
}

export { schema };
