export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest slug the schemas accept (lib/validation/common.ts). */
export const SLUG_MAX = 200;

/** Whether a value could be a stored slug: a public page answers anything else as missing without a read. */
export const isSlug = (value: string): boolean => value.length <= SLUG_MAX && SLUG_PATTERN.test(value);

/** Lower-case, strip diacritics (ă â î ș ş ț ţ and the rest), runs of other characters -> "-", trimmed. */
export function slugify(input: string): string {
  return input
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
