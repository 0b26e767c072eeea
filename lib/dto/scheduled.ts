import type { ContentKind } from "@/lib/public-paths";

/** An item waiting for its publish_at, as the dashboard's "Programate" lists it. */
export type ScheduledItem = { kind: Exclude<ContentKind, "service">; id: number; title: string; publish_at: string };
