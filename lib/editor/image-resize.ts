/** Pasted and dropped images are scaled down to fit 1200 x 1200 and re-encoded as JPEG 0.7 (SPEC 9). */
export const PASTED_IMAGE_MAX = 1200;
export const PASTED_IMAGE_QUALITY = 0.7;

/** The size that fits within max x max keeping the proportions; never enlarges. */
export function fitWithin(width: number, height: number, max: number = PASTED_IMAGE_MAX): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, max / width, max / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** "poza.png" -> "poza.jpg" (the re-encoded file is a JPEG); a nameless paste gets a stamp. */
export function jpegName(original: string | null | undefined, now: number = Date.now()): string {
  const base = (original ?? "").replace(/\.[^./\\]+$/, "").replace(/[^\w.-]+/g, "-").replace(/^-+|-+$/g, "");
  return `${base || `imagine-${now}`}.jpg`;
}
