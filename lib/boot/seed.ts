import crypto from "node:crypto";
import { count } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { hashPassword } from "@/lib/server/auth/passwords";

function randomPassword(): string {
  return crypto.randomBytes(12).toString("base64url");
}

function announce(lines: string[]): void {
  const bar = "=".repeat(72);
  console.log(`\n${bar}\n${lines.join("\n")}\n${bar}\n`);
}

/**
 * First start on an empty database: the admin account (from ADMIN_EMAIL / ADMIN_PASSWORD, or a random
 * password printed once; never a fixed default, QUALITY A8) and, unless SEED_DEMO=false, demo content.
 */
export async function seed(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return;

  const adminEmail = (process.env.ADMIN_EMAIL || "admin@example.com").trim().toLowerCase();
  const adminPassword = process.env.ADMIN_PASSWORD || randomPassword();
  const withDemo = (process.env.SEED_DEMO ?? "true").toLowerCase() !== "false";
  const editorEmail = (process.env.EDITOR_EMAIL || "editor@example.com").trim().toLowerCase();
  const editorPassword = process.env.EDITOR_PASSWORD || randomPassword();

  const inserted = await db
    .insert(users)
    .values({ name: "Administrator", email: adminEmail, passwordHash: await hashPassword(adminPassword), role: "admin" })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) return; // another process seeded first

  const lines = [`Cont de administrator creat: ${adminEmail}`];
  if (!process.env.ADMIN_PASSWORD) lines.push(`Parolă generată (afișată o singură dată): ${adminPassword}`);

  if (withDemo && editorEmail !== adminEmail) {
    await db.insert(users).values({
      name: "Editor Demo",
      email: editorEmail,
      passwordHash: await hashPassword(editorPassword),
      role: "editor",
    });
    lines.push(`Cont de editor demo creat: ${editorEmail}`);
    if (!process.env.EDITOR_PASSWORD) lines.push(`Parolă generată (afișată o singură dată): ${editorPassword}`);
    const { seedDemo } = await import("./seed-demo");
    await seedDemo(db);
    lines.push("Conținut demo adăugat (SEED_DEMO=false îl dezactivează).");
  }
  if (process.env.SEED_QUIET !== "1") announce(lines);
}
