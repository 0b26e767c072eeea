"use client";
import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from "react";
import { useEditorState, type Editor } from "@tiptap/react";
import { HIGHLIGHT_PALETTE, TEXT_PALETTE } from "@/lib/editor/colors";
import { TEXT_SIZES, type TextSizeName } from "@/lib/editor/text-sizes";
import { ColorPicker } from "./color-picker";
import { LinkForm } from "./link-form";
import { ToolbarButton, ToolbarGroup, ToolbarPopover } from "./toolbar-controls";
import { useCustomColors } from "./use-custom-colors";

type Props = {
  editor: Editor;
  onPickImage: () => void;
  /** "Alege din bibliotecă": an image already uploaded. */
  onPickFromLibrary: () => void;
  onImageSettings: () => void;
  /** The id of the editable area the toolbar formats. */
  controlsId: string;
  /** Offset of the sticky toolbar under the portal's mobile top bar. */
  className?: string;
};

type Align = "left" | "center" | "right" | "justify";
const ALIGNS: Array<{ value: Align; label: string; icon: "alignLeft" | "alignCenter" | "alignRight" | "alignJustify" }> = [
  { value: "left", label: "Aliniere la stânga", icon: "alignLeft" },
  { value: "center", label: "Aliniere centrată", icon: "alignCenter" },
  { value: "right", label: "Aliniere la dreapta", icon: "alignRight" },
  { value: "justify", label: "Aliniere justificată", icon: "alignJustify" },
];

const BLOCKS = [
  { value: "paragraph", label: "Paragraf" },
  ...[1, 2, 3, 4, 5, 6].map((level) => ({ value: `h${level}`, label: `Titlu ${level}` })),
];

const SELECT =
  "h-9 rounded-md border-0 bg-white py-0 pl-2 pr-7 text-sm text-ink ring-1 ring-inset ring-slate-200 hover:ring-slate-300 focus:ring-2 focus:ring-brand-600";

const TABLE_ACTIONS: Array<{ label: string; run: (e: Editor) => boolean; can: (e: Editor) => boolean; danger?: boolean }> = [
  { label: "Adaugă rând deasupra", run: (e) => e.chain().focus().addRowBefore().run(), can: (e) => e.can().addRowBefore() },
  { label: "Adaugă rând dedesubt", run: (e) => e.chain().focus().addRowAfter().run(), can: (e) => e.can().addRowAfter() },
  { label: "Adaugă coloană la stânga", run: (e) => e.chain().focus().addColumnBefore().run(), can: (e) => e.can().addColumnBefore() },
  { label: "Adaugă coloană la dreapta", run: (e) => e.chain().focus().addColumnAfter().run(), can: (e) => e.can().addColumnAfter() },
  { label: "Șterge rândul", run: (e) => e.chain().focus().deleteRow().run(), can: (e) => e.can().deleteRow(), danger: true },
  { label: "Șterge coloana", run: (e) => e.chain().focus().deleteColumn().run(), can: (e) => e.can().deleteColumn(), danger: true },
  { label: "Șterge tabelul", run: (e) => e.chain().focus().deleteTable().run(), can: (e) => e.can().deleteTable(), danger: true },
];

const MENU_ITEM =
  "block w-full rounded-md px-2.5 py-1.5 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";

/** The toolbar's own controls (not those inside its panels), in screen order. */
const CONTROLS =
  "[data-toolbar-row] > [role=group] > button, [data-toolbar-row] > [role=group] > div > button, [data-toolbar-row] > [role=group] > select";

const enabledControls = (toolbar: HTMLElement) =>
  Array.from(toolbar.querySelectorAll<HTMLButtonElement | HTMLSelectElement>(CONTROLS)).filter((control) => !control.disabled);

/**
 * The WAI-ARIA toolbar pattern: one Tab stop (the control used last, else the first), Left/Right/Home/End
 * move along it. A closed select would change its value on the arrow, Home/End and Page keys: here they
 * never apply a format (Alt+Down, Space or Enter open it).
 */
function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  if (target.closest("[role=dialog]")) return;
  const controls = enabledControls(event.currentTarget);
  const index = controls.indexOf(target as HTMLButtonElement);
  if (index < 0) return;
  const select = target instanceof HTMLSelectElement ? target : null;
  const last = controls.length - 1;
  const moves: Record<string, number> = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last };
  if (event.key in moves) {
    event.preventDefault();
    controls[moves[event.key]]?.focus();
    return;
  }
  if (!select) return;
  if (event.key === "Enter") {
    event.preventDefault();
    try {
      select.showPicker();
    } catch {
      // no picker API (or no user activation): Space and Alt+Down still open it
    }
  } else if (["ArrowUp", "ArrowDown", "PageUp", "PageDown"].includes(event.key) && !event.altKey) {
    event.preventDefault();
  }
}

/** Keeps exactly one of the toolbar's controls in the Tab order: `current` if it can take the focus, else the first. */
function rovingTabStop(toolbar: HTMLElement, current: HTMLElement | null) {
  const enabled = enabledControls(toolbar);
  const stop = current && enabled.includes(current as HTMLButtonElement) ? current : enabled[0];
  for (const control of Array.from(toolbar.querySelectorAll<HTMLElement>(CONTROLS))) control.tabIndex = control === stop ? 0 : -1;
}

/**
 * On phones the row scrolls sideways: a control reached with Tab or the arrow keys is brought fully
 * into view (the browser alone stops at "partly visible").
 */
function revealFocused(event: FocusEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  const row = event.currentTarget.querySelector<HTMLElement>("[data-toolbar-row]");
  if (!row || row.scrollWidth <= row.clientWidth || target.closest("[role=dialog]")) return;
  target.scrollIntoView({ block: "nearest", inline: "nearest" });
}

/**
 * The editor's formatting toolbar (SPEC 2.2, 9): Romanian names, sticky and opaque. From 768 px it
 * wraps; on phones it is one row that scrolls sideways (swipe, or the arrow keys, which scroll the
 * focused control into view), its panels opening below the whole bar.
 */
export function EditorToolbar({ editor, onPickImage, onPickFromLibrary, onImageSettings, controlsId, className = "" }: Props) {
  const { colors: customColors, add: addCustomColor, remove: removeCustomColor } = useCustomColors();
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const heading = [1, 2, 3, 4, 5, 6].find((level) => e.isActive("heading", { level }));
      const textStyle = e.getAttributes("textStyle");
      return {
        block: heading ? `h${heading}` : "paragraph",
        size: (textStyle.textSize as TextSizeName | null) ?? "normal",
        color: (textStyle.color as string | null) ?? null,
        highlight: (e.getAttributes("highlight").color as string | null) ?? null,
        bold: e.isActive("bold"),
        italic: e.isActive("italic"),
        underline: e.isActive("underline"),
        strike: e.isActive("strike"),
        bulletList: e.isActive("bulletList"),
        orderedList: e.isActive("orderedList"),
        blockquote: e.isActive("blockquote"),
        link: e.isActive("link"),
        href: (e.getAttributes("link").href as string | undefined) ?? "",
        align: (ALIGNS.find((a) => a.value !== "left" && e.isActive({ textAlign: a.value }))?.value ?? "left") as Align,
        inTable: e.isActive("table"),
        image: e.isActive("image"),
        canUndo: e.can().undo(),
        canRedo: e.can().redo(),
      };
    },
  });

  const chain = () => editor.chain().focus();
  const toolbar = useRef<HTMLDivElement>(null);
  const tabStop = useRef<HTMLElement | null>(null);
  // After every render: a control may have appeared ("Setări imagine") or been disabled (Înapoi).
  useEffect(() => {
    if (toolbar.current) rovingTabStop(toolbar.current, tabStop.current);
  });

  return (
    <div
      ref={toolbar}
      role="toolbar"
      aria-label="Bara de formatare"
      aria-controls={controlsId}
      onKeyDown={onToolbarKeyDown}
      onFocus={(event) => {
        const target = event.target as HTMLElement;
        if (target.matches(CONTROLS)) {
          tabStop.current = target;
          rovingTabStop(event.currentTarget, target);
        }
        revealFocused(event);
      }}
      className={`sticky z-10 border-b border-slate-200 bg-white px-2 py-1.5 ${className}`}
    >
      {/* Phones: one row that scrolls sideways (styles/rich-content.css), so the text keeps the screen. */}
      <div data-toolbar-row className="rte-toolbar-row flex items-center gap-x-1.5 gap-y-1 md:flex-wrap">
        <ToolbarGroup label="Istoric">
          <ToolbarButton icon="undo" label="Înapoi" shortcut="Ctrl+Z" disabled={!s.canUndo} onClick={() => chain().undo().run()} />
          <ToolbarButton icon="redo" label="Refă" shortcut="Ctrl+Y" disabled={!s.canRedo} onClick={() => chain().redo().run()} />
        </ToolbarGroup>

        <ToolbarGroup label="Stil și dimensiune">
          <select
            aria-label="Stil paragraf"
            title="Stil paragraf"
            className={SELECT}
            value={s.block}
            onChange={(event) => {
              const value = event.target.value;
              if (value === "paragraph") chain().setParagraph().run();
              else chain().setHeading({ level: Number(value.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6 }).run();
            }}
          >
            {BLOCKS.map((b) => (
              <option key={b.value} value={b.value}>
                {b.label}
              </option>
            ))}
          </select>
          <select
            aria-label="Dimensiune font"
            title="Dimensiune font"
            className={SELECT}
            value={s.size}
            onChange={(event) => chain().setTextSize(event.target.value as TextSizeName).run()}
          >
            {TEXT_SIZES.map((size) => (
              <option key={size.name} value={size.name}>
                {size.label}
              </option>
            ))}
          </select>
        </ToolbarGroup>

        <ToolbarGroup label="Formatare caractere">
          <ToolbarButton icon="bold" label="Aldin" shortcut="Ctrl+B" active={s.bold} onClick={() => chain().toggleBold().run()} />
          <ToolbarButton icon="italic" label="Cursiv" shortcut="Ctrl+I" active={s.italic} onClick={() => chain().toggleItalic().run()} />
          <ToolbarButton icon="underline" label="Subliniat" shortcut="Ctrl+U" active={s.underline} onClick={() => chain().toggleUnderline().run()} />
          <ToolbarButton icon="strike" label="Tăiat" shortcut="Ctrl+Shift+S" active={s.strike} onClick={() => chain().toggleStrike().run()} />
        </ToolbarGroup>

        <ToolbarGroup label="Culori">
          <ToolbarPopover icon="textColor" label="Culoare text" indicator={s.color} active={Boolean(s.color)}>
            {(close) => (
              <ColorPicker
                palette={TEXT_PALETTE}
                current={s.color}
                customColors={customColors}
                onAddCustom={addCustomColor}
                onRemoveCustom={removeCustomColor}
                onPick={(color) => {
                  chain().setColor(color).run();
                  close();
                }}
                onClear={() => {
                  chain().unsetColor().removeEmptyTextStyle().run();
                  close();
                }}
              />
            )}
          </ToolbarPopover>
          <ToolbarPopover icon="highlight" label="Culoare evidențiere" indicator={s.highlight} active={Boolean(s.highlight)}>
            {(close) => (
              <ColorPicker
                palette={HIGHLIGHT_PALETTE}
                current={s.highlight}
                customColors={customColors}
                onAddCustom={addCustomColor}
                onRemoveCustom={removeCustomColor}
                onPick={(color) => {
                  chain().setHighlight({ color }).run();
                  close();
                }}
                onClear={() => {
                  chain().unsetHighlight().run();
                  close();
                }}
              />
            )}
          </ToolbarPopover>
        </ToolbarGroup>

        <ToolbarGroup label="Aliniere text">
          {ALIGNS.map((a) => (
            <ToolbarButton key={a.value} icon={a.icon} label={a.label} active={s.align === a.value} onClick={() => chain().setTextAlign(a.value).run()} />
          ))}
        </ToolbarGroup>

        <ToolbarGroup label="Liste și citat">
          <ToolbarButton icon="bulletList" label="Listă cu puncte" active={s.bulletList} onClick={() => chain().toggleBulletList().run()} />
          <ToolbarButton icon="orderedList" label="Listă ordonată" active={s.orderedList} onClick={() => chain().toggleOrderedList().run()} />
          <ToolbarButton icon="quote" label="Citat" active={s.blockquote} onClick={() => chain().toggleBlockquote().run()} />
        </ToolbarGroup>

        <ToolbarGroup label="Inserare">
          <ToolbarPopover icon="link" label="Link" active={s.link}>
            {(close) => (
              <LinkForm
                initial={s.href}
                hasLink={s.link}
                onApply={(href) => {
                  const { empty } = editor.state.selection;
                  if (empty && !s.link) {
                    chain().insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
                  } else {
                    chain().extendMarkRange("link").setLink({ href }).run();
                  }
                  close();
                }}
                onRemove={() => {
                  chain().extendMarkRange("link").unsetLink().run();
                  close();
                }}
              />
            )}
          </ToolbarPopover>
          <ToolbarPopover icon="table" label="Tabel" active={s.inTable} panelClassName="w-64">
            {(close) => (
              <div className="space-y-1">
                <button
                  type="button"
                  className={`${MENU_ITEM} font-semibold text-brand-700`}
                  onClick={() => {
                    chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
                    close();
                  }}
                >
                  Inserează tabel 3 x 3
                </button>
                <div className="my-1 border-t border-slate-100" />
                {TABLE_ACTIONS.map((action) => (
                  <button
                    key={action.label}
                    type="button"
                    className={`${MENU_ITEM} ${action.danger ? "text-red-700" : ""}`}
                    disabled={!s.inTable || !action.can(editor)}
                    onClick={() => {
                      action.run(editor);
                      close();
                    }}
                  >
                    {action.label}
                  </button>
                ))}
                {!s.inTable ? <p className="px-2.5 pt-1 text-xs text-muted">Plasați cursorul într-un tabel pentru a-l modifica.</p> : null}
              </div>
            )}
          </ToolbarPopover>
          <ToolbarButton icon="image" label="Inserează imagine" onClick={onPickImage} />
          <ToolbarButton icon="library" label="Alege din bibliotecă" onClick={onPickFromLibrary} />
          {s.image ? <ToolbarButton icon="sliders" label="Setări imagine" onClick={onImageSettings}>
            <span aria-hidden="true" className="hidden text-xs font-semibold sm:inline">Setări imagine</span>
          </ToolbarButton> : null}
        </ToolbarGroup>

        <ToolbarGroup label="Curățare">
          <ToolbarButton icon="clear" label="Șterge formatarea" onClick={() => chain().unsetAllMarks().clearNodes().unsetTextAlign().run()} />
        </ToolbarGroup>
      </div>
    </div>
  );
}
