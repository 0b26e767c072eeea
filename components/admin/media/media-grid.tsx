"use client";
import type { ReactNode } from "react";
import type { MediaItem } from "@/lib/api/media";
import { formatDate } from "@/lib/dates";

/** "1,2 MB", "340 KB". */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toLocaleString("ro-RO", { maximumFractionDigits: 1 })} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** An image's name for people: its alt text, else the file it was uploaded as, else the item using it, else its stored name. */
export const mediaName = (item: MediaItem) => item.alt || item.original_name || item.uses[0]?.title || item.filename;

/** The library's thumbnails; `footer` adds what each card offers (details, or "Alege" in the picker). */
export function MediaGrid({ items, footer }: { items: MediaItem[]; footer: (item: MediaItem) => ReactNode }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          {/* eslint-disable-next-line @next/next/no-img-element -- thumbnails of uploads of any size; next/image would resize each */}
          <img src={item.url} alt={item.alt} loading="lazy" className="aspect-[4/3] w-full bg-slate-100 object-cover" />
          <div className="flex flex-1 flex-col gap-1 p-3 text-xs">
            <p className="truncate font-medium text-ink" title={mediaName(item)}>
              {mediaName(item)}
            </p>
            <p className="text-muted">
              {item.width} × {item.height} · {formatBytes(item.size)}
            </p>
            <p className={item.uses.length ? "text-emerald-700" : "text-amber-700"}>
              {item.uses.length
                ? `Folosită în ${item.uses.length === 1 ? "un loc" : `${item.uses.length} locuri`}`
                : `Nefolosită${item.unused_since ? ` din ${formatDate(item.unused_since)}` : ""}`}
            </p>
            <div className="mt-auto pt-2">{footer(item)}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
