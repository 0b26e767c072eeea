/**
 * Every content item (articles, case studies, services, pages, plans) is a draft or published (SPEC 3):
 * stored and sent as the code, shown to staff as the label.
 */
export const CONTENT_STATUSES = ["draft", "published"] as const;

export type Status = (typeof CONTENT_STATUSES)[number];

export const STATUS_LABELS: Record<Status, string> = { draft: "Draft", published: "Publicat" };

/** A published item whose publish_at is still ahead (scheduled publishing): shown so, invisible to visitors. */
export const SCHEDULED_LABEL = "Programat";

/** The time a listed item waits for, or null when it does not wait (the DTOs' scheduled and publish_at). */
export const scheduledAt = (item: { scheduled?: boolean; publish_at?: string | null }): string | null =>
  item.scheduled ? (item.publish_at ?? null) : null;

/** Whether visitors see an item now: published and not waiting for its publish_at (server and portal alike). */
export const isOnSite = (item: { status: string; scheduled?: boolean }): boolean => item.status === "published" && !item.scheduled;
