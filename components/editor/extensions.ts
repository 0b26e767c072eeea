import { Extension, mergeAttributes, type AnyExtension } from "@tiptap/core";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import StarterKit from "@tiptap/starter-kit";
import { Color, TextStyle } from "@tiptap/extension-text-style";
import Highlight from "@tiptap/extension-highlight";
import TextAlign from "@tiptap/extension-text-align";
import { Table, TableCell, TableHeader, TableRow, createColGroup } from "@tiptap/extension-table";
import { RichImage } from "./image-node";
import { TextSize } from "./text-size";
import { textSizeFromClass } from "@/lib/editor/text-sizes";

/** Only http(s), mailto and tel links are made or kept; relative site paths survive a reload too. */
export const isAllowedHref = (href: string | null | undefined) => /^(?:https?:\/\/|mailto:|tel:|\/(?!\/))/i.test((href ?? "").trim());

/** A <span> carrying only a text-size class (no style) is a text style too. */
const RichTextStyle = TextStyle.extend({
  parseHTML() {
    return [
      ...(this.parent?.() ?? []),
      { tag: "span", consuming: false, getAttrs: (element) => (textSizeFromClass(element.getAttribute("class")) ? {} : false) },
    ];
  },
});

/**
 * Tables render inside <div class="tableWrapper"> and without the inline min-width the stock
 * extension puts on <table> (the server sanitizer drops it, so the saved HTML would differ from what
 * the editor produced).
 */
const RichTable = Table.extend({
  renderHTML({ node, HTMLAttributes }) {
    const { colgroup } = createColGroup(node, this.options.cellMinWidth) as { colgroup?: unknown };
    const attrs = mergeAttributes(this.options.HTMLAttributes, HTMLAttributes);
    delete attrs.style;
    const table = colgroup ? ["table", attrs, colgroup, ["tbody", 0]] : ["table", attrs, ["tbody", 0]];
    // The wrapper lets wide tables scroll sideways on phones (styles/rich-content.css).
    return ["div", { class: "tableWrapper" }, table] as never;
  },
});

/** SPEC 4: inline data: images are removed from the document whenever it changes (they are never saved). */
const RemoveInlineImages = Extension.create({
  name: "removeInlineImages",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey("removeInlineImages"),
        appendTransaction: (transactions, _old, state) => {
          if (!transactions.some((tr) => tr.docChanged)) return null;
          const found: Array<{ from: number; to: number }> = [];
          state.doc.descendants((node, pos) => {
            if (node.type.name === "image" && typeof node.attrs.src === "string" && /^data:/i.test(node.attrs.src)) {
              found.push({ from: pos, to: pos + node.nodeSize });
            }
          });
          if (!found.length) return null;
          const tr = state.tr;
          for (const range of found.reverse()) tr.delete(range.from, range.to);
          return tr.setMeta("addToHistory", false);
        },
      }),
    ];
  },
});

export function buildExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: "https",
        HTMLAttributes: { target: "_blank", rel: "noopener noreferrer" },
        isAllowedUri: (url) => isAllowedHref(url),
      },
    }),
    RichTextStyle,
    Color,
    TextSize,
    Highlight.configure({ multicolor: true }),
    TextAlign.configure({ types: ["heading", "paragraph"], alignments: ["left", "center", "right", "justify"] }),
    RichTable.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
    RichImage.configure({ inline: false, allowBase64: false }),
    RemoveInlineImages,
  ];
}
