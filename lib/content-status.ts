/**
 * Every content item (articles, case studies, services, pages, plans) is a draft or published (SPEC 3):
 * stored and sent as the code, shown to staff as the label.
 */
export const CONTENT_STATUSES = ["draft", "published"] as const;

export type Status = (typeof CONTENT_STATUSES)[number];

export const STATUS_LABELS: Record<Status, string> = { draft: "Draft", published: "Publicat" };
