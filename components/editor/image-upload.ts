"use client";
import type { Editor } from "@tiptap/core";
import { api, ApiClientError } from "@/lib/api/client";
import { checkImageFile, IMAGE_MSG, imageUrlFromReply } from "@/components/admin/forms/image-upload-field";
import { fitWithin, jpegName, PASTED_IMAGE_MAX, PASTED_IMAGE_QUALITY } from "@/lib/editor/image-resize";

export const EDITOR_IMAGE_MSG = {
  /** SPEC 8: "Image upload failed" with the reason, else the Romanian fallback. */
  failedWithReason: (reason: string) => `Image upload failed: ${reason}`,
  failed: "A apărut o eroare la încărcarea imaginii. Vă rugăm să încercați din nou.",
  pasteFailed: "Imaginea lipită nu a putut fi procesată. Încercați din nou sau folosiți butonul „Inserează imagine”.",
} as const;

/** The alert text for a failed upload: the server's reason when it gave one. */
export function uploadFailureMessage(error: unknown): string {
  if (error instanceof ApiClientError && error.message) return EDITOR_IMAGE_MSG.failedWithReason(error.message);
  return EDITOR_IMAGE_MSG.failed;
}

/** Image files of a paste or drop (files first, then clipboard items). */
export function imageFilesFrom(data: DataTransfer | null | undefined): File[] {
  if (!data) return [];
  const files = Array.from(data.files ?? []).filter((file) => file.type.startsWith("image/"));
  if (files.length) return files;
  const out: File[] = [];
  for (const item of Array.from(data.items ?? [])) {
    if (item.kind === "file" && item.type.startsWith("image/")) {
      const file = item.getAsFile();
      if (file) out.push(file);
    }
  }
  return out;
}

async function decode(file: File): Promise<{ source: CanvasImageSource; width: number; height: number; release: () => void }> {
  if (typeof createImageBitmap === "function") {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  await img.decode();
  return { source: img, width: img.naturalWidth, height: img.naturalHeight, release: () => URL.revokeObjectURL(url) };
}

/** SPEC 9: at most 1200 x 1200, JPEG quality 0.7 (transparent areas become white). */
export async function resizeImageFile(file: File): Promise<File> {
  const image = await decode(file);
  try {
    const size = fitWithin(image.width, image.height, PASTED_IMAGE_MAX);
    if (!size.width || !size.height) throw new Error("empty image");
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas context");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(image.source, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", PASTED_IMAGE_QUALITY));
    if (!blob) throw new Error("canvas.toBlob failed");
    return new File([blob], jpegName(file.name), { type: "image/jpeg" });
  } finally {
    image.release();
  }
}

function findImage(editor: Editor, src: string): { pos: number; attrs: Record<string, unknown> } | null {
  let found: { pos: number; attrs: Record<string, unknown> } | null = null;
  editor.state.doc.descendants((node, pos) => {
    if (found) return false;
    if (node.type.name === "image" && node.attrs.src === src) found = { pos, attrs: node.attrs };
    return true;
  });
  return found;
}

type InsertOptions = { resize: boolean; pos?: number };

/**
 * Inserts images into the editor: a local preview (blob: URL) at once, replaced by the uploaded URL
 * when api.upload(uploadPath) answers; on failure the preview is removed and an alert explains why.
 */
export async function insertImageFile(editor: Editor, uploadPath: string, file: File, options: InsertOptions): Promise<void> {
  const problem = checkImageFile(file);
  // A pasted image is re-encoded, so only its type matters before resizing; its size is checked after.
  if (problem && (!options.resize || problem === IMAGE_MSG.invalidType)) {
    window.alert(problem);
    return;
  }
  let upload = file;
  if (options.resize) {
    try {
      upload = await resizeImageFile(file);
    } catch (error) {
      console.error("Paste image processing failed", error);
      window.alert(EDITOR_IMAGE_MSG.pasteFailed);
      return;
    }
    const tooLarge = checkImageFile(upload);
    if (tooLarge) {
      window.alert(tooLarge);
      return;
    }
  }
  if (editor.isDestroyed) return;

  const preview = URL.createObjectURL(upload);
  const content = { type: "image", attrs: { src: preview } };
  const chain = editor.chain().focus();
  (options.pos !== undefined ? chain.insertContentAt(options.pos, content) : chain.insertContent(content)).run();

  try {
    const reply = await api.upload<{ filename?: string; url?: string }>(uploadPath, upload, upload.name || "imagine.jpg");
    const url = imageUrlFromReply(reply);
    if (!url) throw new Error(IMAGE_MSG.uploadFailed);
    if (editor.isDestroyed) return;
    const image = findImage(editor, preview);
    if (image) {
      const tr = editor.state.tr.setNodeMarkup(image.pos, undefined, { ...image.attrs, src: url }).setMeta("addToHistory", false);
      editor.view.dispatch(tr);
    }
  } catch (error) {
    if (!editor.isDestroyed) {
      const image = findImage(editor, preview);
      if (image) {
        const node = editor.state.doc.nodeAt(image.pos);
        const tr = editor.state.tr.delete(image.pos, image.pos + (node?.nodeSize ?? 1)).setMeta("addToHistory", false);
        editor.view.dispatch(tr);
      }
    }
    window.alert(uploadFailureMessage(error));
  } finally {
    // The preview stays valid a moment longer so the swap to the uploaded file does not flash.
    setTimeout(() => URL.revokeObjectURL(preview), 5000);
  }
}
