import { readUpload } from "@/lib/server/uploads";
import { logError } from "@/lib/safe-log";

const text = (body: string, status: number, extra: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...extra } });

export async function GET(_request: Request, { params }: { params: Promise<{ filename: string }> }) {
  const { filename } = await params;
  let file: Awaited<ReturnType<typeof readUpload>>;
  try {
    file = await readUpload(filename);
  } catch (error) {
    // The database holding the uploads could not be read: not a 404, and nothing may cache it (D6).
    logError("[uploads] cannot read an upload", error);
    return text("Imaginea nu poate fi încărcată momentan. Vă rugăm să încercați din nou.", 503, { "Cache-Control": "no-store" });
  }
  if (!file) return text("Fișierul nu a fost găsit.", 404);
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.length),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
