import "server-only";
import { getDb, type Db } from "@/lib/db/client";
import { media } from "@/lib/db/schema";
import { currentActor } from "./audit/actor";

/** What an upload tells the library about its image. */
export type NewMedia = { filename: string; contentType: string; width: number; height: number; size: number; originalName: string };

/** The library's row for a stored upload, by whom (the request's user) and when. */
export async function recordMedia(item: NewMedia, db?: Db): Promise<void> {
  const actor = currentActor();
  const writer = db ?? (await getDb());
  await writer
    .insert(media)
    .values({ ...item, originalName: item.originalName.slice(0, 200), uploadedById: actor.userId, uploadedByEmail: actor.email })
    .onConflictDoNothing();
}

