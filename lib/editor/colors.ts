/** Colour palette of the editor plus helpers for the shared custom colours (SPEC 3, 7). */
export type PaletteColor = { value: string; name: string };

export const TEXT_PALETTE: readonly PaletteColor[] = [
  { value: "#141233", name: "Cerneală" },
  { value: "#5b5875", name: "Gri" },
  { value: "#6d28d9", name: "Violet" },
  { value: "#4c1d95", name: "Violet închis" },
  { value: "#f97366", name: "Corai" },
  { value: "#dc2626", name: "Roșu" },
  { value: "#ea580c", name: "Portocaliu" },
  { value: "#ca8a04", name: "Muștar" },
  { value: "#16a34a", name: "Verde" },
  { value: "#0d9488", name: "Turcoaz" },
  { value: "#2563eb", name: "Albastru" },
  { value: "#ffffff", name: "Alb" },
];

export const HIGHLIGHT_PALETTE: readonly PaletteColor[] = [
  { value: "#fef08a", name: "Galben" },
  { value: "#fed7aa", name: "Piersică" },
  { value: "#fecaca", name: "Roz" },
  { value: "#ede9fe", name: "Lavandă" },
  { value: "#bbf7d0", name: "Mentă" },
  { value: "#bae6fd", name: "Cer" },
  { value: "#e2e8f0", name: "Gri deschis" },
  { value: "#141233", name: "Cerneală" },
];

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;

/** Lower case, no spaces: the form in which colours are compared and saved. */
export function normalizeColor(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, "");
}

/** "rgb(220, 38, 38)" -> "#dc2626" (browsers write colours back as rgb); other values are only normalised. */
export function toHexColor(value: string): string {
  const v = normalizeColor(value);
  const m = /^rgb\((\d{1,3}),(\d{1,3}),(\d{1,3})\)$/.exec(v);
  if (!m) return v;
  return `#${[m[1], m[2], m[3]].map((c) => Math.min(255, Number(c)).toString(16).padStart(2, "0")).join("")}`;
}

export function isHexColor(value: string): boolean {
  return HEX.test(normalizeColor(value));
}

/** The list with the colour appended once (case and spaces ignored); unchanged when already there or invalid. */
export function addCustomColor(colors: readonly string[], color: string): string[] {
  const next = normalizeColor(color);
  if (!isHexColor(next)) return [...colors];
  return colors.some((c) => normalizeColor(c) === next) ? [...colors] : [...colors, next];
}
