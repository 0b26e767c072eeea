import sharp from "sharp";

export async function pngBytes(width = 8, height = 8): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 109, g: 40, b: 217 } } }).png().toBuffer();
}

export async function gifBytes(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 4, channels: 3, background: "#f97366" } }).gif().toBuffer();
}

/** A multipart body with the file in field "image", ready for api(..., { raw, headers }). */
export async function multipart(bytes: Uint8Array, filename: string, type: string, field = "image") {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const request = new Request("http://localhost/upload", { method: "POST", body: form });
  const raw = await request.arrayBuffer();
  return { raw, headers: { "content-type": request.headers.get("content-type") as string, "content-length": String(raw.byteLength) } };
}
