// Every API test file gets its own throwaway database: in-memory PGlite, or (TEST_DATABASE_URL set)
// a fresh database on a real PostgreSQL server, created in db-per-file.ts.
process.env.PGLITE_IN_MEMORY = "1";
process.env.SEED_DEMO = "false";
process.env.SEED_QUIET = "1";
process.env.ADMIN_EMAIL = "admin@test.ro";
process.env.ADMIN_PASSWORD = "Admin-Parola-1";
process.env.AUTH_SECRET = "test-secret-0123456789abcdef0123456789abcdef";
process.env.DATA_DIR = require("node:path").join(require("node:os").tmpdir(), `agency-test-${process.pid}-${Date.now()}`);
delete process.env.DATABASE_URL;
