import { Extension } from "@tiptap/core";
import { textSizeClass, textSizeFromClass, type TextSizeName } from "@/lib/editor/text-sizes";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    textSize: {
      /** "normal" removes the size. */
      setTextSize: (name: TextSizeName) => ReturnType;
      unsetTextSize: () => ReturnType;
    };
  }
}

/** Text sizes as a class on the text-style <span> (`text-size-large` ...), see lib/editor/text-sizes.ts. */
export const TextSize = Extension.create({
  name: "textSize",
  addGlobalAttributes() {
    return [
      {
        types: ["textStyle"],
        attributes: {
          textSize: {
            default: null,
            parseHTML: (element) => textSizeFromClass(element.getAttribute("class")),
            renderHTML: (attributes) => {
              const className = textSizeClass(attributes.textSize as TextSizeName | null);
              return className ? { class: className } : {};
            },
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      setTextSize:
        (name) =>
        ({ chain }) =>
          name === "normal"
            ? chain().setMark("textStyle", { textSize: null }).removeEmptyTextStyle().run()
            : chain().setMark("textStyle", { textSize: name }).run(),
      unsetTextSize:
        () =>
        ({ chain }) =>
          chain().setMark("textStyle", { textSize: null }).removeEmptyTextStyle().run(),
    };
  },
});
