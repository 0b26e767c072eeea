"use client";
import type { Editor } from "@tiptap/core";
import type { Node as PMNode, ResolvedPos } from "@tiptap/pm/model";
import { GapCursor } from "@tiptap/pm/gapcursor";
import { Selection, TextSelection, type EditorState, type Transaction } from "@tiptap/pm/state";
import { Mapping, ReplaceStep, type Step, type StepMap } from "@tiptap/pm/transform";
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

const INLINE_EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/gif": "gif" };

/** The bytes of a data: URL as a file (named for its type), or null when it cannot be decoded. */
export function fileFromDataUrl(src: string, name: string): File | null {
  const match = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/is.exec(src.trim());
  if (!match) return null;
  const type = (match[1] || "text/plain").toLowerCase();
  let bytes: BlobPart;
  try {
    if (/;base64/i.test(match[2])) {
      const binary = atob(match[3].replace(/\s+/g, ""));
      bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    } else {
      // Text (an SVG, say): the File stores it UTF-8 encoded.
      bytes = decodeURIComponent(match[3]);
    }
  } catch {
    return null;
  }
  return new File([bytes], `${name}.${INLINE_EXTENSIONS[type] ?? "img"}`, { type });
}

/**
 * The inline (data:) images of pasted HTML, as files to upload like a pasted file (the editor never
 * keeps data: images, SPEC 4), and how many could not be decoded.
 */
export function inlineImagesFromHtml(html: string | null | undefined): { files: File[]; broken: number } {
  const out = { files: [] as File[], broken: 0 };
  if (!html || !/<img[^>]+src\s*=\s*["']?\s*data:/i.test(html)) return out;
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const img of Array.from(doc.querySelectorAll("img"))) {
    const src = img.getAttribute("src") ?? "";
    if (!/^\s*data:/i.test(src)) continue;
    const file = fileFromDataUrl(src, `imagine-lipita-${out.files.length + out.broken + 1}`);
    if (file) out.files.push(file);
    else out.broken += 1;
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
 * The caret where text can go right after an image just inserted at `pos`: the start of the next
 * paragraph, else a gap cursor (typing there makes a paragraph), else, at the end of a list item or a
 * quote (where neither exists), a new empty paragraph after the image. Never the image itself still
 * selected, nor a selection of the next image: typing would replace it.
 */
export function caretAfterImage(state: EditorState, pos: number): Transaction {
  const tr = state.tr;
  const $after = tr.doc.resolve(pos + (tr.doc.nodeAt(pos)?.nodeSize ?? 1));
  if ($after.nodeAfter?.isTextblock) return tr.setSelection(TextSelection.create(tr.doc, $after.pos + 1));
  if ((GapCursor as unknown as { valid($pos: ResolvedPos): boolean }).valid($after)) return tr.setSelection(new GapCursor($after));
  const paragraph = state.schema.nodes.paragraph;
  if (paragraph && $after.parent.canReplaceWith($after.index(), $after.index(), paragraph)) {
    tr.insert($after.pos, paragraph.create());
    return tr.setSelection(TextSelection.create(tr.doc, $after.pos + 1));
  }
  return tr;
}

type Recorded = { steps: Step[]; docs: PMNode[] };

function record(transactions: readonly Transaction[], into: Recorded) {
  for (const tr of transactions) {
    tr.steps.forEach((step, i) => {
      into.steps.push(step);
      into.docs.push(tr.docs[i]);
    });
  }
}

/**
 * The transaction that takes back an insertion (its steps, recorded with the documents they applied
 * to) in a document that changed since (`later`: the maps of every transaction after it), the way
 * ProseMirror's history undoes a step: each inverted step is mapped over what followed, mirrored over
 * the insertion steps already taken back. Only a range that still holds exactly what was inserted is
 * taken out: text typed meanwhile stays, and a paragraph the image split is whole again.
 */
function undoInsertion(state: EditorState, inserted: Recorded, later: Mapping): Transaction {
  const tr = state.tr;
  const undone: Array<{ index: number; map: StepMap }> = [];
  for (let i = inserted.steps.length - 1; i >= 0; i--) {
    const mapping = new Mapping();
    const position: Record<number, number> = {};
    for (let k = i + 1; k < inserted.steps.length; k++) {
      position[k] = mapping.maps.length;
      mapping.appendMap(inserted.steps[k].getMap());
    }
    for (const map of later.maps) mapping.appendMap(map);
    for (const u of undone) mapping.appendMap(u.map, position[u.index]);
    const step = inserted.steps[i];
    const inverse = step.invert(inserted.docs[i]).map(mapping);
    // Only what the insertion itself put there is taken out: never text written into it since.
    if (!(step instanceof ReplaceStep) || !(inverse instanceof ReplaceStep)) continue;
    if (!tr.doc.slice(inverse.from, inverse.to).content.eq(step.slice.content)) continue;
    if (tr.maybeStep(inverse).failed) continue;
    undone.push({ index: i, map: inverse.getMap() });
  }
  return tr.setMeta("addToHistory", false);
}

/**
 * Inserts images into the editor: a local preview (blob: URL) at once, replaced by the uploaded URL
 * when api.upload(uploadPath) answers; on failure the insertion is taken back and an alert explains why.
 *
 * The image goes at the caret, or after the selection when there is one (a selected image or text is
 * never replaced), and the caret moves after it: the editor goes on writing, or inserts the next
 * image after this one. A new image does not open its settings (a click on it does).
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
  const at = options.pos ?? editor.state.selection.to;
  // Everything the insertion changed (plugins' appended steps included), then everything after it.
  const inserted: Recorded = { steps: [], docs: [] };
  const later = new Mapping();
  let recording = true;
  const onTransaction = ({ transaction, appendedTransactions }: { transaction: Transaction; appendedTransactions: Transaction[] }) => {
    if (recording) record([transaction, ...appendedTransactions], inserted);
    else for (const tr of [transaction, ...appendedTransactions]) later.appendMapping(tr.mapping);
  };
  const selectionBefore = editor.state.selection;
  editor.on("transaction", onTransaction);
  editor.chain().focus().insertContentAt(at, content).run();
  const placed = findImage(editor, preview);
  if (placed) editor.view.dispatch(caretAfterImage(editor.state, placed.pos));
  recording = false;
  const caret = editor.state.selection;

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
    if (!editor.isDestroyed && findImage(editor, preview)) {
      // The document as it was before the insertion, with whatever was written meanwhile; when
      // nothing was, the selection too (e.g. the image the new one was to follow).
      const untouched = later.maps.length === 0 && editor.state.selection.eq(caret);
      const undo = undoInsertion(editor.state, inserted, later);
      if (untouched && undo.doc.eq(selectionBefore.$anchor.doc)) {
        undo.setSelection(Selection.fromJSON(undo.doc, selectionBefore.toJSON()));
      }
      editor.view.dispatch(undo);
      const image = findImage(editor, preview);
      if (image) {
        const node = editor.state.doc.nodeAt(image.pos);
        editor.view.dispatch(editor.state.tr.delete(image.pos, image.pos + (node?.nodeSize ?? 1)).setMeta("addToHistory", false));
      }
    }
    window.alert(uploadFailureMessage(error));
  } finally {
    editor.off("transaction", onTransaction);
    // The preview stays valid a moment longer so the swap to the uploaded file does not flash.
    setTimeout(() => URL.revokeObjectURL(preview), 5000);
  }
}
