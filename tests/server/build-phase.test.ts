import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { closeDb, getDb, NO_DATABASE_AT_BUILD } from "@/lib/db/client";

// `next build` runs page code in its workers. Opening the database there once migrated and seeded
// DATA_DIR during the build and held its lock while the server that followed tried to start.
describe("during next build", () => {
  const saved = { phase: process.env.NEXT_PHASE, memory: process.env.PGLITE_IN_MEMORY, dir: process.env.DATA_DIR, url: process.env.DATABASE_URL };
  const buildDir = path.join(os.tmpdir(), `agency-build-${process.pid}-${Date.now()}`);

  afterAll(async () => {
    Object.assign(process.env, { PGLITE_IN_MEMORY: saved.memory, DATA_DIR: saved.dir });
    if (saved.url) process.env.DATABASE_URL = saved.url;
    if (saved.phase === undefined) delete process.env.NEXT_PHASE;
    else process.env.NEXT_PHASE = saved.phase;
    await getDb();
  });

  it("no database is opened: a read fails with the reason, and DATA_DIR stays untouched", async () => {
    await closeDb();
    Object.assign(process.env, { NEXT_PHASE: PHASE_PRODUCTION_BUILD, PGLITE_IN_MEMORY: "", DATA_DIR: buildDir });
    delete process.env.DATABASE_URL;
    await expect(getDb()).rejects.toThrow(NO_DATABASE_AT_BUILD);
    expect(fs.existsSync(buildDir)).toBe(false);
  });
});
