"use client";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { ToolbarIcon, type ToolbarIconName } from "./toolbar-icons";

// relative: the name inside (sr-only, absolutely placed) then scrolls with the phone's toolbar row
// instead of widening the page from its far end.
const BUTTON =
  "relative inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-slate-700 transition-colors hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";
const ACTIVE = "bg-brand-100 text-brand-700 hover:bg-brand-100 hover:text-brand-700";

type ButtonProps = {
  icon: ToolbarIconName;
  label: string;
  /** Shortcut shown in the tooltip, e.g. "Ctrl+B". */
  shortcut?: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children?: ReactNode;
};

/** An icon button with a Romanian name and tooltip; `active` is announced with aria-pressed. */
export function ToolbarButton({ icon, label, shortcut, active, disabled, onClick, children }: ButtonProps) {
  return (
    <button
      type="button"
      className={`${BUTTON} ${active ? ACTIVE : ""}`}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keep the editor's selection while clicking (the command refocuses the editor).
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <ToolbarIcon name={icon} />
      {/* The name is text, not aria-label, so that form tests' getByLabel never matches toolbar buttons. */}
      <span className="sr-only">{label}</span>
      {children}
    </button>
  );
}

export function ToolbarGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="flex shrink-0 items-center gap-0.5 border-r border-slate-200 pr-1.5 last:border-r-0 last:pr-0 md:shrink md:flex-wrap">
      {children}
    </div>
  );
}

type PopoverProps = {
  icon: ToolbarIconName;
  label: string;
  active?: boolean;
  disabled?: boolean;
  /** A small colour bar under the icon (text and highlight colour). */
  indicator?: string | null;
  /** The panel; `close` closes it (the editor command that follows takes the focus). */
  children: (close: () => void) => ReactNode;
  panelClassName?: string;
};

/**
 * A toolbar button that opens a small panel (colours, link, table). Escape or a click outside closes
 * it; the focus moves into the panel when it opens and back to the trigger on Escape.
 */
export function ToolbarPopover({ icon, label, active, disabled, indicator, children, panelClassName = "w-72" }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const [alignRight, setAlignRight] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // Closing with the keyboard or a choice gives the focus back to the trigger (after the render).
  const [refocus, setRefocus] = useState(0);
  const close = useCallback((focusTrigger = true) => {
    setOpen(false);
    if (focusTrigger) setRefocus((n) => n + 1);
  }, []);

  useEffect(() => {
    if (refocus) trigger.current?.focus();
  }, [refocus]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    const first = panel.current?.querySelector<HTMLElement>("input, button:not([disabled]), select, [tabindex]:not([tabindex='-1'])");
    first?.focus();
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  const toggle = () => {
    if (!open && trigger.current && typeof window !== "undefined") {
      const rect = trigger.current.getBoundingClientRect();
      // 18rem panels: open to the left when there is no room on the right.
      setAlignRight(rect.left + 288 > window.innerWidth - 8);
    }
    setOpen((value) => !value);
  };

  return (
    <div
      ref={root}
      // Phones: not positioned, so the panel hangs from the sticky toolbar itself, outside the row
      // that scrolls sideways (which would clip it).
      className="md:relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={`${BUTTON} ${active || open ? ACTIVE : ""}`}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={toggle}
      >
        <span className="relative inline-flex flex-col items-center">
          <ToolbarIcon name={icon} />
          {indicator !== undefined ? (
            <span
              className="mt-px block h-1 w-4 rounded-sm ring-1 ring-slate-300"
              style={{ background: indicator || "transparent" }}
              aria-hidden="true"
            />
          ) : null}
        </span>
        <ToolbarIcon name="chevronDown" className="h-3 w-3 opacity-60" />
        <span className="sr-only">{label}</span>
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label={label}
          className={`absolute top-full z-30 mt-1.5 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-3 text-sm text-ink shadow-xl max-md:left-2 ${alignRight ? "md:right-0" : "md:left-0"} ${panelClassName}`}
        >
          {/* A choice runs an editor command, which takes the focus back to the text. */}
          {children(() => close(false))}
        </div>
      ) : null}
    </div>
  );
}
