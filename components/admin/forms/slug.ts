"use client";
import { useEffect, useRef } from "react";
import { slugify } from "@/lib/slug";

/**
 * SPEC 4: the slug follows the title until the user edits it by hand, then stays as typed. An
 * existing item's slug counts as hand-edited. Returns the handler for the slug input's onChange.
 */
export function useSlugFollowsTitle(
  title: string,
  slug: string,
  setSlug: (value: string) => void,
  existing: boolean,
): (value: string) => void {
  const handEdited = useRef(existing);
  useEffect(() => {
    if (handEdited.current) return;
    const next = slugify(title);
    if (next !== slug) setSlug(next);
  }, [title, slug, setSlug]);
  return (value: string) => {
    handEdited.current = true;
    setSlug(value);
  };
}
