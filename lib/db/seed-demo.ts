import type { Db } from "./client";

/** Placeholder: realistic Romanian demo content is filled in by the seed task. */
export async function seedDemo(db: Db): Promise<void> {
  void db;
}
