import net from "node:net";
import { sql } from "drizzle-orm";
import { CLIENT_ADDRESS_HEADER } from "@/lib/client-address";
import { closeDb, getDb } from "@/lib/db/client";
import { sendContactForm } from "@/lib/server/contact-form";
import { CONTACT_MSG } from "@/lib/validation/contact";
import { api } from "../support/api";
import { VALID_LEAD } from "../support/lead";

/**
 * QUALITY D6 on PostgreSQL (runs only with TEST_DATABASE_URL, jest.config.js): a connection that the
 * server ends is logged and replaced, never an uncaught exception; a database that cannot be reached
 * answers every API route 503 with Retry-After, and the contact form its SPEC 8 failure text.
 * tests/outage does the same with a real cluster stopped under the real server.
 */
jest.mock("next/headers", () => ({
  ...jest.requireActual("next/headers"),
  headers: async () => new Headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.40" }),
}));

const UNAVAILABLE = "Serviciul este momentan indisponibil. Vă rugăm să încercați din nou în câteva momente.";

/** A session of its own, as an administrator would open one with psql. */
async function asAdministrator<T>(fn: (client: import("pg").Client) => Promise<T>): Promise<T> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A port on which nothing listens: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

it("a connection PostgreSQL ends in the middle of a transaction fails that transaction only, and is logged", async () => {
  const db = await getDb();
  const transaction = db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as { rows: Array<{ pid: number }> };
    await asAdministrator((admin) => admin.query("SELECT pg_terminate_backend($1)", [rows[0].pid]));
    // The server's notice reaches the lent connection between two statements: nobody is waiting on it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await tx.execute(sql`SELECT 1`);
  });
  await expect(transaction).rejects.toThrow();
  expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[db\] PostgreSQL connection lost: .*code=57P01/));
  // The pool opens a new connection: the next statement works.
  const { rows } = (await db.execute(sql`SELECT 1 AS one`)) as unknown as { rows: Array<{ one: number }> };
  expect(rows).toEqual([{ one: 1 }]);
});

describe("while the database cannot be reached", () => {
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = process.env.DATABASE_URL as string;
    const away = new URL(databaseUrl);
    away.port = String(await closedPort());
    await closeDb();
    process.env.DATABASE_URL = away.toString();
  });
  afterAll(async () => {
    process.env.DATABASE_URL = databaseUrl;
    await closeDb();
    await getDb();
  });

  it("the contact API answers 503 with Retry-After and a Romanian message, not 500", async () => {
    const res = await api("POST", "/api/contact-submissions", { body: VALID_LEAD, headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.41" } });
    expect({ status: res.status, body: res.body, retryAfter: res.headers.get("retry-after"), cache: res.headers.get("cache-control") }).toEqual({
      status: 503,
      body: { message: UNAVAILABLE },
      retryAfter: "30",
      cache: "no-store",
    });
    // The operator sees why, without the visitor's data.
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[api\] database unavailable: .*ECONNREFUSED/));
    expect(logged.mock.calls.flat().join("\n")).not.toContain(VALID_LEAD.email);
  });

  it("so does a public read", async () => {
    const res = await api("GET", "/api/blog?page=1");
    expect({ status: res.status, body: res.body, retryAfter: res.headers.get("retry-after") }).toEqual({
      status: 503,
      body: { message: UNAVAILABLE },
      retryAfter: "30",
    });
  });

  it("the contact form's action shows SPEC 8's failure text and keeps what was typed", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(VALID_LEAD)) form.append(key, value);
    const state = await sendContactForm(form);
    expect({ status: state.status, failure: state.failure, values: state.values }).toEqual({
      status: "refused",
      failure: CONTACT_MSG.failure,
      values: VALID_LEAD,
    });
  });
});

it("once the database is back, the same message is stored", async () => {
  const res = await api("POST", "/api/contact-submissions", { body: VALID_LEAD, headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.42" } });
  expect(res.status).toBe(201);
});
