/**
 * The editor's text sizes (SPEC 9). Each non-default size is a class `text-size-<kebab name>` on a
 * <span>, which the server sanitizer keeps (/^text-size-[a-z-]+$/) and styles/rich-content.css styles
 * the same way in the editor and on the public site.
 */
export type TextSizeName = "small" | "normal" | "large" | "huge" | "extraLarge" | "extraHuge";

export type TextSize = { name: TextSizeName; label: string; className: string | null };

export const TEXT_SIZES: readonly TextSize[] = [
  { name: "small", label: "Mic", className: "text-size-small" },
  { name: "normal", label: "Normal", className: null },
  { name: "large", label: "Mare", className: "text-size-large" },
  { name: "huge", label: "Foarte mare", className: "text-size-huge" },
  { name: "extraLarge", label: "Extra mare", className: "text-size-extra-large" },
  { name: "extraHuge", label: "Uriaș", className: "text-size-extra-huge" },
];

const BY_CLASS = new Map(TEXT_SIZES.filter((s) => s.className).map((s) => [s.className as string, s.name]));

export function textSizeClass(name: TextSizeName | null | undefined): string | null {
  return TEXT_SIZES.find((s) => s.name === name)?.className ?? null;
}

/** The size named by a class attribute ("text-size-large other" -> "large"); null when none. */
export function textSizeFromClass(classAttr: string | null | undefined): TextSizeName | null {
  for (const token of (classAttr ?? "").split(/\s+/)) {
    const name = BY_CLASS.get(token);
    if (name) return name;
  }
  return null;
}
