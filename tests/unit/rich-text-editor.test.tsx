import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { SWRConfig } from "swr";
import type { Editor } from "@tiptap/core";
import { NodeSelection } from "@tiptap/pm/state";
import { RichTextEditor, type RichTextEditorProps } from "@/components/editor/rich-text-editor";
import { api, ApiClientError } from "@/lib/api/client";
import { EDITOR_OUTPUT_SAMPLE } from "@/lib/editor/sample-html";
import { editorHtml } from "@/components/editor/serialize";

jest.mock("@/lib/api/client", () => {
  const actual = jest.requireActual("@/lib/api/client");
  return { ...actual, api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn(), upload: jest.fn() } };
});
const mocked = api as jest.Mocked<typeof api>;

// jsdom has no layout and no modal dialogs: ProseMirror measures ranges, the image settings use <dialog>.
beforeAll(() => {
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  Range.prototype.getClientRects ??= rects;
  Range.prototype.getBoundingClientRect ??= rect;
  document.elementFromPoint ??= () => null;
  // Previews of images being uploaded are blob: URLs.
  let blobs = 0;
  URL.createObjectURL ??= () => `blob:http://localhost/preview-${++blobs}`;
  URL.revokeObjectURL ??= () => undefined;
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: () => void };
  if (!proto.showModal) {
    proto.showModal = function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    proto.close = function (this: HTMLDialogElement) {
      this.removeAttribute("open");
      this.dispatchEvent(new Event("close"));
    };
  }
});

beforeEach(() => {
  jest.resetAllMocks();
  mocked.get.mockImplementation(async (path: string) => {
    if (path === "/custom-colors") return { colors: ["#123456"] };
    throw new Error(`unexpected GET ${path}`);
  });
});

function Harness({ initial = "", onChange, ...rest }: Partial<RichTextEditorProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <label htmlFor="continut">Conținut</label>
      <RichTextEditor
        id="continut"
        uploadPath="/blog/upload"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange?.(html);
        }}
        {...rest}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue("<p>Din afară</p>")}>
        Schimbă valoarea
      </button>
    </SWRConfig>
  );
}

async function renderEditor(props: Parameters<typeof Harness>[0] = {}) {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} {...props} />);
  const textbox = await screen.findByRole("textbox", { name: "Conținut" });
  const editor = (textbox as HTMLElement & { editor: Editor }).editor;
  return { onChange, textbox, editor, user: userEvent.setup() };
}

/** Attributes in a stable order, styles as "prop:value" lists and colours as rgb() (jsdom writes rgb). */
function canonical(html: string): string {
  const hexToRgb = (hex: string) => {
    const h = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, "#$1$1$2$2$3$3") : hex;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
    return `rgb(${r}, ${g}, ${b})`;
  };
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
    if (!(node instanceof Element)) return "";
    const attrs = Array.from(node.attributes)
      .map((a) => {
        let value = a.value;
        if (a.name === "style") {
          value = value
            .split(";")
            .map((d) => d.trim())
            .filter(Boolean)
            .map((d) => d.replace(/\s*:\s*/, ":").replace(/#[0-9a-f]{3,6}\b/gi, hexToRgb))
            .join(";");
        }
        return `${a.name}="${value}"`;
      })
      .sort()
      .join(" ");
    return `<${node.tagName.toLowerCase()}${attrs ? ` ${attrs}` : ""}>${Array.from(node.childNodes).map(walk).join("")}</${node.tagName.toLowerCase()}>`;
  };
  return Array.from(doc.body.childNodes).map(walk).join("");
}

describe("RichTextEditor", () => {
  it("renders the toolbar with Romanian names and an editable area named by its label", async () => {
    const { textbox } = await renderEditor({ initial: "<p>Salut</p>" });
    const toolbar = screen.getByRole("toolbar", { name: "Bara de formatare" });
    for (const name of [
      "Înapoi",
      "Refă",
      "Aldin",
      "Cursiv",
      "Subliniat",
      "Tăiat",
      "Culoare text",
      "Culoare evidențiere",
      "Aliniere la stânga",
      "Aliniere centrată",
      "Aliniere la dreapta",
      "Aliniere justificată",
      "Listă cu puncte",
      "Listă ordonată",
      "Citat",
      "Link",
      "Tabel",
      "Inserează imagine",
      "Șterge formatarea",
    ]) {
      expect(within(toolbar).getByRole("button", { name })).toBeInTheDocument();
    }
    expect(within(toolbar).getByRole("combobox", { name: "Stil paragraf" })).toHaveDisplayValue("Paragraf");
    expect(within(toolbar).getAllByRole("option").map((o) => o.textContent)).toEqual(
      expect.arrayContaining(["Titlu 1", "Titlu 6", "Mic", "Normal", "Mare", "Foarte mare", "Extra mare", "Uriaș"]),
    );
    expect(textbox).toHaveTextContent("Salut");
    expect(textbox).toHaveAttribute("id", "continut");
    expect(textbox).toHaveClass("rich-content");
  });

  it("the toolbar is one Tab stop: arrows, Home and End move along it and never change the paragraph style", async () => {
    const { textbox, user, onChange } = await renderEditor({ initial: "<p>Salut</p>" });
    const toolbar = screen.getByRole("toolbar", { name: "Bara de formatare" });
    const style = within(toolbar).getByRole("combobox", { name: "Stil paragraf" });
    const inTabOrder = () => Array.from(toolbar.querySelectorAll<HTMLElement>("button, select")).filter((el) => el.tabIndex === 0);
    // Înapoi and Refă are disabled: the first control that can take the focus is the stop.
    expect(inTabOrder()).toEqual([style]);

    act(() => style.focus());
    await user.keyboard("{ArrowRight}");
    expect(within(toolbar).getByRole("combobox", { name: "Dimensiune font" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(style).toHaveFocus();
    for (const key of ["{ArrowDown}", "{ArrowUp}", "{PageDown}"]) {
      const event = fireEvent.keyDown(style, { key: key.slice(1, -1) });
      expect(event).toBe(false); // the browser's own value change is prevented
    }
    expect(style).toHaveDisplayValue("Paragraf");
    await user.keyboard("{End}");
    expect(within(toolbar).getByRole("button", { name: "Șterge formatarea" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(style).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(within(toolbar).getByRole("button", { name: "Șterge formatarea" })).toHaveFocus();

    // Tab leaves the toolbar for the text; Shift+Tab comes back to the control used last.
    await user.keyboard("{Home}{ArrowRight}{ArrowRight}");
    const bold = within(toolbar).getByRole("button", { name: "Aldin" });
    expect(bold).toHaveFocus();
    expect(inTabOrder()).toEqual([bold]);
    await user.tab();
    expect(textbox).toHaveFocus();
    await user.tab({ shift: true });
    expect(bold).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("formats through the toolbar and hands the HTML to onChange", async () => {
    const { editor, user, onChange } = await renderEditor({ initial: "<p>Salut lume</p>" });
    act(() => void editor.commands.selectAll());
    await user.click(screen.getByRole("button", { name: "Aldin" }));
    expect(onChange).toHaveBeenLastCalledWith("<p><strong>Salut lume</strong></p>");
    expect(screen.getByRole("button", { name: "Aldin" })).toHaveAttribute("aria-pressed", "true");

    await user.selectOptions(screen.getByRole("combobox", { name: "Stil paragraf" }), "Titlu 3");
    expect(onChange).toHaveBeenLastCalledWith("<h3><strong>Salut lume</strong></h3>");

    await user.selectOptions(screen.getByRole("combobox", { name: "Dimensiune font" }), "Uriaș");
    expect(onChange).toHaveBeenLastCalledWith('<h3><span class="text-size-extra-huge"><strong>Salut lume</strong></span></h3>');
  });

  it("inserts a 3 x 3 table with a header row", async () => {
    const { user, onChange } = await renderEditor({ initial: "<p>Tabel:</p>" });
    await user.click(screen.getByRole("button", { name: "Tabel" }));
    await user.click(within(screen.getByRole("dialog", { name: "Tabel" })).getByRole("button", { name: "Inserează tabel 3 x 3" }));
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain('<div class="tableWrapper"><table>');
    expect(html.match(/<tr>/g)).toHaveLength(3);
    expect(html.match(/<th>/g)).toHaveLength(3);
    expect(html.match(/<td>/g)).toHaveLength(6);
    expect(screen.queryByRole("dialog", { name: "Tabel" })).not.toBeInTheDocument();
  });

  it("takes a new value from outside without echoing it back, and reports an empty document as empty", async () => {
    const { user, onChange, textbox, editor } = await renderEditor({ initial: "<p>Început</p>" });
    await user.click(screen.getByRole("button", { name: "Schimbă valoarea" }));
    await waitFor(() => expect(textbox).toHaveTextContent("Din afară"));
    expect(onChange).not.toHaveBeenCalled();
    act(() => void editor.commands.clearContent(true));
    expect(onChange).toHaveBeenLastCalledWith("");
  });

  it("does not report stored HTML written differently (sanitizer formatting, trailing heading) as a change", async () => {
    const { editor, onChange } = await renderEditor({ initial: '<p><span style="color:#dc2626">roșu</span></p><h2 style="text-align:center">Titlu</h2>' });
    // The first transaction lets the editor add its trailing paragraph after the heading.
    act(() => void editor.commands.setTextSelection(2));
    act(() => void editor.commands.selectAll());
    expect(editor.state.doc.lastChild?.type.name).toBe("paragraph");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("removes inline data: images from the document", async () => {
    const { editor, textbox } = await renderEditor({ initial: "<p>Text</p>" });
    act(() => void editor.commands.insertContent({ type: "image", attrs: { src: "data:image/png;base64,iVBORw0KGgo=" } }));
    expect(textbox.querySelector("img")).toBeNull();
    expect(screen.getByTestId("value")).not.toHaveTextContent("data:");
  });

  it("produces exactly the reference output the server round-trip test sanitizes", async () => {
    const { editor } = await renderEditor({ initial: EDITOR_OUTPUT_SAMPLE });
    expect(canonical(editorHtml(editor))).toBe(canonical(EDITOR_OUTPUT_SAMPLE));
  });

  it("shows the shared custom colours and adds a new one on its own, keeping colours added elsewhere", async () => {
    // Another editor added #999999 after this one read the list: the server answers the whole list.
    mocked.post.mockResolvedValueOnce({ colors: ["#123456", "#999999", "#12ab34"] });
    const { editor, user, onChange } = await renderEditor({ initial: "<p>Colorat</p>" });
    act(() => void editor.commands.selectAll());
    await user.click(screen.getByRole("button", { name: "Culoare text" }));
    const panel = screen.getByRole("dialog", { name: "Culoare text" });
    expect(await within(panel).findByRole("button", { name: "Culoare personalizată #123456" })).toBeInTheDocument();

    const input = within(panel).getByLabelText("Alege o culoare nouă");
    // A native colour input changes through its value.
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      setter.call(input, "#12ab34");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await user.click(within(panel).getByRole("button", { name: "Adaugă culoarea" }));
    await waitFor(() => expect(mocked.post).toHaveBeenCalledWith("/custom-colors/add", { color: "#12ab34" }));
    expect(mocked.post).toHaveBeenCalledTimes(1);
    expect(canonical(onChange.mock.lastCall?.[0] as string)).toBe(canonical('<p><span style="color: #12ab34">Colorat</span></p>'));

    await user.click(screen.getByRole("button", { name: "Culoare evidențiere" }));
    const highlight = screen.getByRole("dialog", { name: "Culoare evidențiere" });
    expect(within(highlight).getAllByRole("button", { name: /^Culoare personalizată / }).map((b) => b.textContent)).toEqual([
      "Culoare personalizată #123456",
      "Culoare personalizată #999999",
      "Culoare personalizată #12ab34",
    ]);
  });

  it("removes a custom colour on its own after Elimină culori, without touching the text", async () => {
    mocked.post.mockResolvedValueOnce({ colors: ["#555555"] });
    const { editor, user, onChange } = await renderEditor({ initial: "<p>Text</p>" });
    act(() => void editor.commands.selectAll());
    await user.click(screen.getByRole("button", { name: "Culoare text" }));
    const panel = screen.getByRole("dialog", { name: "Culoare text" });
    await within(panel).findByRole("button", { name: "Culoare personalizată #123456" });
    await user.click(within(panel).getByRole("button", { name: "Elimină culori" }));
    await user.click(within(panel).getByRole("button", { name: "Elimină culoarea personalizată #123456" }));
    await waitFor(() => expect(mocked.post).toHaveBeenCalledWith("/custom-colors/remove", { color: "#123456" }));
    // The answer is the server's list, with a colour another editor added meanwhile.
    expect(await within(panel).findByRole("button", { name: "Elimină culoarea personalizată #555555" })).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: /#123456/ })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole("button", { name: "Gata" }));
    expect(within(panel).getByRole("button", { name: "Culoare personalizată #555555" })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("only logs a failed save of the custom colours", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    mocked.post.mockRejectedValueOnce(new Error("offline"));
    const { user } = await renderEditor({ initial: "<p>x</p>" });
    await user.click(screen.getByRole("button", { name: "Culoare evidențiere" }));
    const panel = screen.getByRole("dialog", { name: "Culoare evidențiere" });
    await within(panel).findByRole("button", { name: "Culoare personalizată #123456" });
    await user.click(within(panel).getByRole("button", { name: "Adaugă culoarea" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("Nu s-au putut salva culorile personalizate", expect.any(Error)));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    error.mockRestore();
  });

  it("opens the image settings of a selected image, refuses an invalid width and saves centered", async () => {
    const { editor, user, onChange } = await renderEditor({ initial: '<p>Sus</p><img src="/uploads/a.jpg"><p>Jos</p>' });
    let imagePos = -1;
    editor.state.doc.descendants((node, pos) => {
      if (node.type.name === "image") imagePos = pos;
    });
    act(() => void editor.commands.setNodeSelection(imagePos));
    await user.click(await screen.findByRole("button", { name: "Setări imagine" }));
    const dialog = screen.getByRole("dialog", { name: "Setări imagine" });
    expect(dialog).toHaveTextContent("Lățimea maximă recomandată: 1800px.");
    expect(dialog).toHaveTextContent("Imaginile pot avea cel mult 2MB.");
    expect(dialog).toHaveTextContent("Setați înălțimea la „auto” pentru a păstra proporțiile imaginii.");

    await user.type(within(dialog).getByLabelText("Lățime"), "lat");
    await user.click(within(dialog).getByRole("button", { name: "Salvează" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Valoarea pentru lățime este invalidă");
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText("Lățime"));
    await user.type(within(dialog).getByLabelText("Lățime"), "480");
    await user.selectOptions(within(dialog).getByLabelText("Aliniere"), "Centrat");
    await user.click(within(dialog).getByLabelText("Imagine pe toată lățimea pe mobil"));
    await user.click(within(dialog).getByRole("button", { name: "Salvează" }));

    expect(screen.queryByRole("dialog", { name: "Setări imagine" })).not.toBeInTheDocument();
    expect(canonical(onChange.mock.lastCall?.[0] as string)).toBe(
      canonical('<p>Sus</p><img src="/uploads/a.jpg" style="width: 480px; display: block; margin-left: auto; margin-right: auto" data-float="centered" data-mobile-full="true"><p>Jos</p>'),
    );
  });

  it("writes four image margins as longhands, never as the margin shorthand the sanitizer drops", async () => {
    const { editor, user, onChange } = await renderEditor({ initial: '<img src="/uploads/a.jpg"><p>Text</p>' });
    act(() => void editor.commands.setNodeSelection(0));
    await user.click(await screen.findByRole("button", { name: "Setări imagine" }));
    for (const [label, value] of [["Margine sus", "8"], ["Margine jos", "16"], ["Margine stânga", "4"], ["Margine dreapta", "2em"]]) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole("button", { name: "Salvează" }));
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain('style="margin-top: 8px; margin-bottom: 16px; margin-left: 4px; margin-right: 2em"');
    expect(html).not.toMatch(/margin:/);
  });

  it("closes the image settings on Anulează without changing the image", async () => {
    const { editor, user, onChange } = await renderEditor({ initial: '<img src="/uploads/a.jpg" style="width: 300px"><p>Text</p>' });
    act(() => void editor.commands.setNodeSelection(0));
    await user.click(await screen.findByRole("button", { name: "Setări imagine" }));
    expect(screen.getByLabelText("Lățime")).toHaveValue("300px");
    await user.click(screen.getByRole("button", { name: "Anulează" }));
    expect(screen.queryByRole("dialog", { name: "Setări imagine" })).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  describe("inserting images", () => {
    const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "prima.jpg", { type: "image/jpeg" });
    const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "a-doua.png", { type: "image/png" });
    const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const sources = (textbox: HTMLElement) => Array.from(textbox.querySelectorAll("img")).map((img) => img.getAttribute("src"));
    const imagePositions = (editor: Editor) => {
      const out: number[] = [];
      editor.state.doc.descendants((node, pos) => {
        if (node.type.name === "image") out.push(pos);
      });
      return out;
    };
    const pick = async (user: ReturnType<typeof userEvent.setup>, file: File) => {
      await user.click(screen.getByRole("button", { name: "Inserează imagine" }));
      await user.upload(fileInput(), file);
    };
    let alert: jest.SpyInstance;
    beforeEach(() => {
      alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    });
    afterEach(() => alert.mockRestore());

    it("puts a second image after the selected first one, and a failed upload leaves the document as it was", async () => {
      mocked.upload.mockResolvedValueOnce({ filename: "prima.jpg" }).mockResolvedValueOnce({ filename: "a-doua.png" });
      const { editor, user, textbox } = await renderEditor({ initial: "<p>Logo:</p>" });
      act(() => void editor.commands.focus("end"));
      await pick(user, jpeg());
      await waitFor(() => expect(sources(textbox)).toEqual(["/uploads/prima.jpg"]));
      // A new image does not open its settings.
      expect(screen.queryByRole("dialog", { name: "Setări imagine" })).not.toBeInTheDocument();

      // The first image is selected (a click, the keyboard or its settings leave it so): the next one goes after it.
      act(() => void editor.commands.setNodeSelection(imagePositions(editor)[0]));
      await pick(user, png());
      await waitFor(() => expect(sources(textbox)).toEqual(["/uploads/prima.jpg", "/uploads/a-doua.png"]));
      expect(alert).not.toHaveBeenCalled();

      // A failed upload while an image is selected takes back only its own preview.
      act(() => void editor.commands.setNodeSelection(imagePositions(editor)[0]));
      const before = screen.getByTestId("value").textContent;
      let fail: (error: unknown) => void = () => undefined;
      mocked.upload.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
      await pick(user, png());
      await waitFor(() => expect(textbox.querySelectorAll("img")).toHaveLength(3));
      // Between two images the caret is a gap cursor: typing would make a paragraph, never replace the next image.
      expect(editor.state.selection).not.toBeInstanceOf(NodeSelection);
      expect(editor.state.selection.$from.nodeAfter?.attrs.src).toBe("/uploads/a-doua.png");
      await act(async () => fail(new ApiClientError(415, "Tipul fișierului este invalid. Doar JPEG, PNG și GIF sunt permise.")));
      expect(alert).toHaveBeenCalledWith("Image upload failed: Tipul fișierului este invalid. Doar JPEG, PNG și GIF sunt permise.");
      expect(sources(textbox)).toEqual(["/uploads/prima.jpg", "/uploads/a-doua.png"]);
      expect(screen.getByTestId("value").textContent).toBe(before);
      // Nothing was written meanwhile: the first image is selected again, as before.
      expect(editor.state.selection).toBeInstanceOf(NodeSelection);
      expect((editor.state.selection as NodeSelection).node.attrs.src).toBe("/uploads/prima.jpg");
    });

    it("typing after an image inserted at the end of a list item or a quote continues after it, never over it", async () => {
      mocked.upload.mockResolvedValueOnce({ filename: "lista.jpg" }).mockResolvedValueOnce({ filename: "citat.png" });
      const { editor, user, textbox } = await renderEditor({ initial: "<ul><li><p>Unu</p></li><li><p>Doi</p></li></ul><blockquote><p>Citat</p></blockquote><p>Final</p>" });
      const endOf = (text: string) => {
        let at = 0;
        editor.state.doc.descendants((node, pos) => {
          if (node.isText && node.text === text) at = pos + node.nodeSize;
        });
        return at;
      };
      act(() => void editor.commands.setTextSelection(endOf("Unu")));
      await pick(user, jpeg());
      await waitFor(() => expect(sources(textbox)).toEqual(["/uploads/lista.jpg"]));
      expect(editor.state.selection).not.toBeInstanceOf(NodeSelection);
      act(() => void editor.commands.insertContent("după imagine"));

      act(() => void editor.commands.setTextSelection(endOf("Citat")));
      await pick(user, png());
      await waitFor(() => expect(sources(textbox)).toEqual(["/uploads/lista.jpg", "/uploads/citat.png"]));
      expect(editor.state.selection).not.toBeInstanceOf(NodeSelection);
      act(() => void editor.commands.insertContent("și aici"));

      expect(screen.getByTestId("value").textContent).toBe(
        '<ul><li><p>Unu</p><img src="/uploads/lista.jpg"><p>după imagine</p></li><li><p>Doi</p></li></ul>' +
          '<blockquote><p>Citat</p><img src="/uploads/citat.png"><p>și aici</p></blockquote><p>Final</p>',
      );
    });

    it("puts the image after selected text instead of over it", async () => {
      mocked.upload.mockResolvedValueOnce({ filename: "prima.jpg" });
      const { editor, user } = await renderEditor({ initial: "<p>Păstrează acest text</p>" });
      act(() => void editor.commands.selectAll());
      await pick(user, jpeg());
      await waitFor(() => expect(screen.getByTestId("value")).toHaveTextContent('<p>Păstrează acest text</p><img src="/uploads/prima.jpg">'));
    });

    it("a failed upload in the middle of a paragraph leaves it whole, with the text written meanwhile", async () => {
      let fail: (error: unknown) => void = () => undefined;
      mocked.upload.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
      const { editor, user, textbox } = await renderEditor({ initial: "<p>Început sfârșit</p>" });
      act(() => void editor.commands.setTextSelection(1 + "Început".length));
      await pick(user, jpeg());
      await waitFor(() => expect(textbox.querySelectorAll("img")).toHaveLength(1));
      // The caret is after the preview: the editor goes on writing while the upload runs.
      act(() => void editor.commands.insertContent(" și"));
      await act(async () => fail(new Error("offline")));
      expect(alert).toHaveBeenCalledWith("A apărut o eroare la încărcarea imaginii. Vă rugăm să încercați din nou.");
      expect(textbox.querySelector("img")).toBeNull();
      expect(screen.getByTestId("value").textContent).toBe("<p>Început și sfârșit</p>");
    });
  });

  describe("opening the image settings", () => {
    /** A click as the browser sends it: ProseMirror finds the clicked node through elementFromPoint. */
    async function clickOn(element: Element, detail = 1) {
      const spy = jest.spyOn(document, "elementFromPoint").mockReturnValue(element);
      try {
        await act(async () => {
          fireEvent.mouseDown(element, { button: 0, detail });
          fireEvent.mouseUp(element, { button: 0, detail });
          fireEvent.click(element, { button: 0, detail });
        });
      } finally {
        spy.mockRestore();
      }
    }

    it("a click on an image selects it and opens its settings; Anulează leaves it selected without reopening", async () => {
      const { textbox, editor, onChange } = await renderEditor({ initial: '<p>Sus</p><img src="/uploads/a.jpg" style="width: 300px"><p>Jos</p>' });
      await clickOn(textbox.querySelector("img")!);
      const dialog = await screen.findByRole("dialog", { name: "Setări imagine" });
      expect(within(dialog).getByLabelText("Lățime")).toHaveValue("300px");
      expect(editor.state.selection).toBeInstanceOf(NodeSelection);

      await userEvent.setup().click(within(dialog).getByRole("button", { name: "Anulează" }));
      expect(screen.queryByRole("dialog", { name: "Setări imagine" })).not.toBeInTheDocument();
      expect(editor.isActive("image")).toBe(true);
      // Nothing reopens it by itself: the selection stays, the toolbar offers the settings.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole("dialog", { name: "Setări imagine" })).not.toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Setări imagine" })).toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
    });

    it("the second click of a double-click, on the backdrop, does not close the settings the first one opened", async () => {
      const { textbox } = await renderEditor({ initial: '<img src="/uploads/a.jpg"><p>Text</p>' });
      await clickOn(textbox.querySelector("img")!);
      const dialog = await screen.findByRole("dialog", { name: "Setări imagine" });
      // The backdrop of a modal <dialog> is the dialog element itself as the click's target.
      const element = dialog.closest("dialog") ?? dialog;
      await act(async () => void fireEvent.click(element, { detail: 2 }));
      expect(screen.getByRole("dialog", { name: "Setări imagine" })).toBeInTheDocument();
      // A single click on the backdrop still closes them.
      await act(async () => void fireEvent.click(element, { detail: 1 }));
      expect(screen.queryByRole("dialog", { name: "Setări imagine" })).not.toBeInTheDocument();
    });

    it("selecting an image with the keyboard does not open the settings; the toolbar button does", async () => {
      const { editor, user } = await renderEditor({ initial: '<p>Sus</p><img src="/uploads/a.jpg"><p>Jos</p>' });
      act(() => void editor.commands.setNodeSelection(5)); // as ArrowDown from "Sus" does
      expect(editor.isActive("image")).toBe(true);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole("dialog", { name: "Setări imagine" })).not.toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Setări imagine" }));
      expect(screen.getByRole("dialog", { name: "Setări imagine" })).toBeInTheDocument();
    });
  });
});
