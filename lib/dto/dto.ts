/**
 * The API's names for the columns SPEC 7 spells in snake case; every other field keeps the name it has
 * in lib/db/schema.ts, so a new column reaches the DTO, the API and the client without being listed.
 */
export const API_NAMES = { createdAt: "created_at", updatedAt: "updated_at", parentId: "parent_id", publishAt: "publish_at" } as const;

type ApiName<K extends string> = K extends keyof typeof API_NAMES ? (typeof API_NAMES)[K] : K;
/** Dates travel as ISO 8601 strings. */
type ApiValue<V> = V extends Date ? string : V;

/** A row as the API sends it: its columns under their API names, dates as strings. */
export type Dto<Row> = { [K in keyof Row & string as ApiName<K>]: ApiValue<Row[K]> };
