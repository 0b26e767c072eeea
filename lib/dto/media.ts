/** One place an image is used: the item (kind and id, as the audit log names them), its name and the field. */
export type MediaUse = { kind: string; item_id: string; title: string; field: string };

/** GET /api/media: an uploaded image with what the library shows of it. */
export type MediaItem = {
  id: number;
  filename: string;
  url: string;
  original_name: string;
  content_type: string;
  width: number;
  height: number;
  size: number;
  alt: string;
  uploaded_by: string;
  created_at: string;
  /** Since when nothing uses it; null while used. */
  unused_since: string | null;
  uses: MediaUse[];
};

export type MediaList = { items: MediaItem[]; total: number; page: number; totalPages: number };

/** The library's filter by use: any, not used anywhere, unused and older than the orphan age, or used in one kind of item. */
export const MEDIA_USE_FILTERS = ["unused", "orphan", "blog", "caseStudy", "service", "page", "team", "plan"] as const;
export type MediaUseFilter = (typeof MEDIA_USE_FILTERS)[number];
