import crypto from "node:crypto";
import fs from "node:fs";
import { prepareDatabase } from "@/lib/boot/boot";
import { closeDb } from "@/lib/db/client";

const serverUrl = process.env.TEST_DATABASE_URL;
let databaseName: string | undefined;

async function admin<T>(fn: (client: import("pg").Client) => Promise<T>): Promise<T> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * DROP DATABASE ... WITH (FORCE) ends the other sessions on the database, but a role without superuser
 * rights may end only its own: an autovacuum worker that happens to be visiting the database makes it
 * fail with insufficient_privilege (42501). The worker leaves within moments, so that error is retried.
 */
async function dropWhenFree(name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "42501" || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

beforeAll(async () => {
  if (serverUrl) {
    databaseName = `agency_test_${crypto.randomBytes(6).toString("hex")}`;
    await admin((c) => c.query(`CREATE DATABASE ${databaseName}`));
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    process.env.DATABASE_URL = url.toString();
  }
  // Migrated and seeded by the server's own start step, as a fresh install is.
  await prepareDatabase();
});

afterAll(async () => {
  await closeDb();
  if (serverUrl && databaseName) {
    delete process.env.DATABASE_URL;
    await dropWhenFree(databaseName);
  }
  fs.rmSync(process.env.DATA_DIR as string, { recursive: true, force: true });
});
