import crypto from "node:crypto";
import fs from "node:fs";
import { closeDb, getDb } from "@/lib/db/client";

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

beforeAll(async () => {
  if (serverUrl) {
    databaseName = `agency_test_${crypto.randomBytes(6).toString("hex")}`;
    await admin((c) => c.query(`CREATE DATABASE ${databaseName}`));
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    process.env.DATABASE_URL = url.toString();
  }
  await getDb();
});

afterAll(async () => {
  await closeDb();
  if (serverUrl && databaseName) {
    delete process.env.DATABASE_URL;
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
  }
  fs.rmSync(process.env.DATA_DIR as string, { recursive: true, force: true });
});
