import type { Db } from "@/lib/db/client";
import { escapeHtml } from "@/lib/escape-html";
import { storeImage } from "@/lib/server/uploads";

/**
 * Demo pictures drawn locally (no network, no bundled binaries): an SVG in the brand palette with a few
 * geometric shapes and the item's title, rendered to JPEG by sharp and stored like any upload.
 */
export const PALETTE = {
  indigo: "#1e1b4b",
  violet: "#6d28d9",
  coral: "#f97366",
  lilac: "#c4b5fd",
  white: "#ffffff",
} as const;

export const COVER = { width: 1600, height: 900 } as const;
export const PORTRAIT = { width: 800, height: 800 } as const;
const JPEG_QUALITY = 78;
// Rendering is CPU-bound inside libvips; a small pool keeps the seed fast without a memory spike.
const CONCURRENCY = 3;
const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

export type ImageRequest =
  | { kind: "cover"; title: string; label: string }
  | { kind: "portrait"; name: string; role: string };

/** Small stable hash so that every item gets its own arrangement of shapes. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Greedy word wrap by character count (the font is close to fixed width for this purpose). */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + " " + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function gradient(id: string, seed: number): string {
  const angles = [
    ["0", "0", "1", "1"],
    ["0", "1", "1", "0"],
    ["0", "0", "1", "0.6"],
  ];
  const [x1, y1, x2, y2] = angles[seed % angles.length];
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">
    <stop offset="0" stop-color="${PALETTE.indigo}"/>
    <stop offset="0.62" stop-color="${PALETTE.violet}"/>
    <stop offset="1" stop-color="${PALETTE.coral}"/>
  </linearGradient>`;
}

export function coverSvg(title: string, label: string): string {
  const { width, height } = COVER;
  const seed = hash(title);
  const big = title.length > 70;
  const fontSize = big ? 56 : 68;
  const lines = wrap(title, big ? 42 : 34).slice(0, 5);
  const lineHeight = Math.round(fontSize * 1.22);
  const top = Math.round(height / 2 - ((lines.length - 1) * lineHeight) / 2) + 20;
  const cx = 1180 + (seed % 220);
  const cy = 120 + ((seed >> 8) % 200);
  const ring = 120 + ((seed >> 16) % 80);
  const dots = Array.from({ length: 20 }, (_, i) => {
    const x = 1240 + (i % 5) * 34;
    const y = 640 + Math.floor(i / 5) * 34;
    return `<circle cx="${x}" cy="${y}" r="5" fill="${PALETTE.white}" fill-opacity="0.35"/>`;
  }).join("");
  const labelText = escapeHtml(label.toUpperCase());
  const labelWidth = Math.round(label.length * 19.5 + 56);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>${gradient("bg", seed)}</defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${cx}" cy="${cy}" r="330" fill="${PALETTE.white}" fill-opacity="0.07"/>
  <circle cx="${cx - 60}" cy="${cy + 420}" r="${ring}" fill="none" stroke="${PALETTE.coral}" stroke-width="18" stroke-opacity="0.55"/>
  <polygon points="0,${height} 420,${height} 0,${height - 300}" fill="${PALETTE.indigo}" fill-opacity="0.45"/>
  ${dots}
  <rect x="100" y="110" width="${labelWidth}" height="56" rx="28" fill="${PALETTE.coral}"/>
  <text x="128" y="147" font-family="${FONT}" font-size="24" font-weight="700" letter-spacing="2" fill="${PALETTE.white}">${labelText}</text>
  ${lines
    .map(
      (line, i) =>
        `<text x="100" y="${top + i * lineHeight}" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="${PALETTE.white}">${escapeHtml(line)}</text>`,
    )
    .join("")}
  <rect x="100" y="${height - 118}" width="64" height="6" rx="3" fill="${PALETTE.coral}"/>
  <text x="100" y="${height - 70}" font-family="${FONT}" font-size="26" fill="${PALETTE.lilac}">Agenția Digitală Exemplu</text>
</svg>`;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/** A stylised bust (head and shoulders) with the person's initials: clearly a placeholder, but portrait-shaped. */
export function portraitSvg(name: string, role: string): string {
  const { width, height } = PORTRAIT;
  const seed = hash(name);
  const tint = [PALETTE.lilac, "#fde2dc", "#ddd6fe"][seed % 3];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>${gradient("bg", seed)}</defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${620 + (seed % 90)}" cy="${130 + ((seed >> 8) % 80)}" r="150" fill="${PALETTE.white}" fill-opacity="0.08"/>
  <circle cx="110" cy="130" r="70" fill="none" stroke="${PALETTE.coral}" stroke-width="14" stroke-opacity="0.6"/>
  <path d="M150 800 C150 600 260 520 400 520 C540 520 650 600 650 800 Z" fill="${tint}" fill-opacity="0.92"/>
  <circle cx="400" cy="330" r="150" fill="${tint}"/>
  <text x="400" y="372" text-anchor="middle" font-family="${FONT}" font-size="118" font-weight="700" fill="${PALETTE.violet}">${escapeHtml(initials(name))}</text>
  <rect x="${400 - Math.round(role.length * 8.5 + 28)}" y="690" width="${Math.round(role.length * 17 + 56)}" height="52" rx="26" fill="${PALETTE.indigo}" fill-opacity="0.85"/>
  <text x="400" y="724" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" fill="${PALETTE.white}">${escapeHtml(role)}</text>
</svg>`;
}

async function render(request: ImageRequest): Promise<Uint8Array> {
  const { default: sharp } = await import("sharp");
  const svg = request.kind === "cover" ? coverSvg(request.title, request.label) : portraitSvg(request.name, request.role);
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY, progressive: true }).toBuffer();
  return new Uint8Array(bytes);
}

/**
 * Renders and stores every requested image; returns their public URLs ("/uploads/<file>") in request
 * order. `db` is the seed's own handle: the seed runs while getDb() is still opening the database.
 */
export async function generateImages(requests: ImageRequest[], db: Db): Promise<string[]> {
  const urls = new Array<string>(requests.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < requests.length) {
      const index = next++;
      const stored = await storeImage(await render(requests[index]), "image/jpeg", db);
      urls[index] = stored.url;
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, requests.length) }, worker));
  return urls;
}
