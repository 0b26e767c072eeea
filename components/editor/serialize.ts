"use client";
import type { Editor } from "@tiptap/core";
import { DOMSerializer } from "@tiptap/pm/model";
import { isEmptyEditorHtml, stripPendingImages, trimTrailingEmptyParagraphs } from "@/lib/editor/html";
import { imageSettingsToStyle, styleToString } from "./image-settings";
import { readImageSettings } from "./image-node";

/**
 * The editor's HTML, like editor.getHTML() with one difference: ProseMirror writes inline styles
 * through CSSOM, and the browser then folds four margins into the `margin` shorthand, which the
 * server sanitizer does not keep on images. Image styles are therefore written back as the same
 * longhand declarations the image settings produce (read back through CSSOM, so nothing is lost).
 */
export function editorHtml(editor: Editor): string {
  const container = document.createElement("div");
  container.appendChild(DOMSerializer.fromSchema(editor.schema).serializeFragment(editor.state.doc.content, { document }));
  container.querySelectorAll("img").forEach((img) => {
    const style = styleToString(imageSettingsToStyle(readImageSettings(img)));
    if (style) img.setAttribute("style", style);
    else img.removeAttribute("style");
  });
  return container.innerHTML;
}

/** The value handed to the form: no pending (blob:/data:) images, no trailing empty paragraphs, "" when empty. */
export function editorValue(editor: Editor): string {
  const html = trimTrailingEmptyParagraphs(stripPendingImages(editorHtml(editor)));
  return isEmptyEditorHtml(html) ? "" : html;
}
