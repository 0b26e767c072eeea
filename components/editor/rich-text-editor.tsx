"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import type { EditorState } from "@tiptap/pm/state";
import { buildExtensions } from "./extensions";
import { ImageSettingsDialog } from "./image-settings-dialog";
import { MediaPicker } from "@/components/admin/media/media-picker";
import type { ImageSettings } from "./image-settings";
import { settingsOfAttrs } from "./image-node";
import { EDITOR_IMAGE_MSG, imageFilesFrom, inlineImagesFromHtml, insertImageFile } from "./image-upload";
import { editorValue } from "./serialize";
import { EditorToolbar } from "./toolbar";

/**
 * The one rich-text editor of the portal (TipTap). Every rich field uses it: content, descriptions,
 * upper/lower page content, plan descriptions and FAQ answers. Value in, HTML out.
 */
export type RichTextEditorProps = {
  id: string;
  value: string;
  onChange: (html: string) => void;
  /** Where pasted, dropped and inserted images go, e.g. "/blog/upload". */
  uploadPath: string;
  invalid?: boolean;
  /** Accessible name when there is no visible <label for={id}>. */
  ariaLabel?: string;
  placeholder?: string;
  /** "full" (default) for long content; "compact" for short fields such as FAQ answers. */
  variant?: "full" | "compact";
};

type SettingsTarget = { pos: number; settings: ImageSettings; alt: string };

const isDocEmpty = (state: EditorState) => {
  const { doc } = state;
  return doc.childCount === 1 && Boolean(doc.firstChild?.isTextblock) && doc.firstChild?.content.size === 0;
};


export function RichTextEditor({ id, value, onChange, uploadPath, invalid, ariaLabel, placeholder, variant = "full" }: RichTextEditorProps) {
  const latest = useRef({ onChange, uploadPath });
  useEffect(() => {
    latest.current = { onChange, uploadPath };
  });
  // The value last received or emitted, and the editor's own serialization of it: stored HTML may be
  // written differently (sanitizer formatting), so only a real change of the document reaches onChange.
  const lastValue = useRef(value);
  const baseline = useRef<string | null>(null);
  const editorRef = useRef<Editor | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const [target, setTarget] = useState<SettingsTarget | null>(null);

  const openSettingsAt = useCallback((pos: number) => {
    const editor = editorRef.current;
    const node = editor?.state.doc.nodeAt(pos);
    if (!editor || !node || node.type.name !== "image") return;
    editor.commands.setNodeSelection(pos);
    setTarget({ pos, settings: settingsOfAttrs(node.attrs), alt: (node.attrs.alt as string | null) ?? "" });
  }, []);

  const insertFiles = useCallback((files: File[], resize: boolean, pos?: number) => {
    const editor = editorRef.current;
    if (!editor) return;
    // One after the other, so that several images keep their order.
    void files.reduce<Promise<void>>(
      (previous, file) => previous.then(() => insertImageFile(editor, latest.current.uploadPath, file, { resize, pos })),
      Promise.resolve(),
    );
  }, []);

  // The first click of a double-click already opened the settings; the second lands on the dialog's
  // backdrop, which would close them again at once. Only that second click (detail 2) is ignored.
  useEffect(() => {
    if (!target) return;
    const keepOpen = (event: MouseEvent) => {
      if (event.detail > 1 && event.target instanceof HTMLDialogElement) event.stopPropagation();
    };
    window.addEventListener("click", keepOpen, true);
    return () => window.removeEventListener("click", keepOpen, true);
  }, [target]);

  const editor = useEditor({
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    extensions: buildExtensions(),
    content: value || "",
    editorProps: {
      attributes: (state: EditorState) => ({
        id,
        class: `rich-content rte-content ${variant === "compact" ? "rte-compact" : "rte-full"}`,
        role: "textbox",
        "aria-multiline": "true",
        ...(ariaLabel ? { "aria-label": ariaLabel } : {}),
        "data-placeholder": placeholder ?? "Scrieți conținutul aici...",
        "data-empty": isDocEmpty(state) ? "true" : "false",
      }),
      handlePaste: (_view, event) => {
        const files = imageFilesFrom(event.clipboardData);
        if (files.length) {
          event.preventDefault();
          insertFiles(files, true);
          return true;
        }
        // Pasted HTML (a page, a document) goes in as usual, without its inline data: images, which the
        // editor never keeps: they follow it as files, through the same checks and upload as a pasted file.
        const inline = inlineImagesFromHtml(event.clipboardData?.getData("text/html"));
        if (inline.files.length || inline.broken) {
          setTimeout(() => {
            if (inline.broken) window.alert(EDITOR_IMAGE_MSG.pasteFailed);
            insertFiles(inline.files, true);
          }, 0);
        }
        return false;
      },
      handleDrop: (view, event, _slice, moved) => {
        if (moved) return false;
        const files = imageFilesFrom(event.dataTransfer);
        if (!files.length) return false;
        event.preventDefault();
        const pos = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        insertFiles(files, true, pos);
        return true;
      },
      // SPEC 2.2: selecting an image with a click (or a tap) opens its settings, so does a double-click.
      // Selecting it with the arrow keys only selects it ("Setări imagine" in the toolbar, or the
      // click, opens them): the dialog never pops up while someone moves through the text, nor for
      // an image just inserted.
      handleClickOn: (_view, _pos, node, nodePos, event, direct) => {
        if (!direct || node.type.name !== "image") return false;
        if (event.button !== 0 || event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) return false;
        openSettingsAt(nodePos);
        return true;
      },
      handleDoubleClickOn: (_view, _pos, node, nodePos) => {
        if (node.type.name !== "image") return false;
        openSettingsAt(nodePos);
        return true;
      },
    },
    onCreate: ({ editor: current }) => {
      baseline.current = editorValue(current);
    },
    onUpdate: ({ editor: current }) => {
      const html = editorValue(current);
      if (html === baseline.current) return;
      baseline.current = html;
      lastValue.current = html;
      latest.current.onChange(html);
    },
  });
  useEffect(() => {
    editorRef.current = editor;
  }, [editor]);

  // A value set from outside (loaded item, form reset) replaces the document without echoing back.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === lastValue.current) return;
    lastValue.current = value;
    editor.commands.setContent(value || "", { emitUpdate: false });
    baseline.current = editorValue(editor);
  }, [editor, value]);

  // The visible <label for={id}> names the editable area and focuses it when clicked.
  useEffect(() => {
    if (!editor || ariaLabel) return;
    const label = Array.from(document.getElementsByTagName("label")).find((l) => l.htmlFor === id);
    if (!label) return;
    if (!label.id) label.id = `${id}-label`;
    const dom = editor.view.dom as HTMLElement;
    dom.setAttribute("aria-labelledby", label.id);
    const focus = (event: MouseEvent) => {
      event.preventDefault();
      editor.commands.focus();
    };
    label.addEventListener("click", focus);
    return () => label.removeEventListener("click", focus);
  }, [editor, id, ariaLabel]);

  // aria-invalid and the field's error/hint texts (rendered by <Field> as `${id}-error` / `${id}-hint`).
  useEffect(() => {
    if (!editor) return;
    const dom = editor.view.dom as HTMLElement;
    if (invalid) dom.setAttribute("aria-invalid", "true");
    else dom.removeAttribute("aria-invalid");
    const described = [`${id}-error`, `${id}-hint`].filter((x) => document.getElementById(x)).join(" ");
    if (described) dom.setAttribute("aria-describedby", described);
    else dom.removeAttribute("aria-describedby");
  }, [editor, invalid, id]);

  const frame = `overflow-visible rounded-lg bg-white shadow-sm ring-1 ring-inset ${
    invalid ? "ring-red-500 focus-within:ring-2 focus-within:ring-red-600" : "ring-slate-300 focus-within:ring-2 focus-within:ring-brand-600"
  }`;

  if (!editor) {
    return (
      <div className={frame} aria-busy="true">
        <div className="h-12 rounded-t-lg border-b border-slate-200 bg-slate-50" />
        <div className={`${variant === "compact" ? "min-h-40" : "min-h-80"} px-4 py-3 text-sm text-muted`}>Se încarcă editorul...</div>
      </div>
    );
  }

  return (
    <div className={`rte ${frame}`} data-variant={variant}>
      <EditorToolbar
        editor={editor}
        controlsId={id}
        // Under the portal's mobile top bar (py-3 around a 36 px button: 60 px), at the top from lg.
        className="top-15 rounded-t-lg lg:top-0"
        onPickImage={() => fileInput.current?.click()}
        onPickFromLibrary={() => setPicking(true)}
        onImageSettings={() => {
          const { selection } = editor.state;
          openSettingsAt(selection.from);
        }}
      />
      <EditorContent editor={editor} />
      <MediaPicker
        open={picking}
        onClose={() => {
          setPicking(false);
          editor.commands.focus();
        }}
        onPick={(item) => {
          setPicking(false);
          // After the selection, like an uploaded image; its alt text comes from the library.
          editor.chain().focus().insertContentAt(editor.state.selection.to, { type: "image", attrs: { src: item.url, alt: item.alt || null } }).run();
        }}
      />
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/gif"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = "";
          if (files.length) insertFiles(files, false);
        }}
      />
      {target
        ? createPortal(
            <ImageSettingsDialog
              key={target.pos}
              initial={target.settings}
              initialAlt={target.alt}
              onCancel={() => {
                setTarget(null);
                editor.commands.focus();
              }}
              onSave={(settings, alt) => {
                setTarget(null);
                const node = editor.state.doc.nodeAt(target.pos);
                if (!node || node.type.name !== "image") return;
                const tr = editor.state.tr.setNodeMarkup(target.pos, undefined, { ...node.attrs, ...settings, alt: alt || null });
                editor.view.dispatch(tr);
                editor.chain().focus().setNodeSelection(target.pos).run();
              }}
            />,
            document.body,
          )
        : null}
    </div>
  );
}
