"use client";

import { useRef, useState, type KeyboardEvent } from "react";
import type { ContactFaq } from "./contact-faq-data";

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * SPEC 2.1: an accordion where one answer is open at a time (opening one closes the other).
 * WAI-ARIA accordion pattern: heading buttons with aria-expanded/aria-controls, closed panels
 * `hidden`; arrow keys, Home and End move between the questions. The first answer starts open,
 * on the server as on the client, so hydration changes nothing on screen.
 */
export function ContactFaqAccordion({ items, idPrefix = "faq" }: { items: readonly ContactFaq[]; idPrefix?: string }) {
  const [open, setOpen] = useState<number | null>(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    buttons.current[move(index, items.length)]?.focus();
  }

  return (
    <div className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${idPrefix}-q-${index}`;
        const panelId = `${idPrefix}-a-${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="faq-summary"
              >
                <span>{item.question}</span>
                <span
                  aria-hidden="true"
                  className={`grid h-8 w-8 shrink-0 place-items-center rounded-full transition duration-200 motion-reduce:transition-none ${expanded ? "rotate-180 bg-brand-600 text-white" : "bg-brand-100 text-brand-700"}`}
                >
                  <svg viewBox="0 0 16 16" className="h-4 w-4">
                    <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </span>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="px-5 pb-6 sm:px-7">
              <p className="max-w-3xl leading-relaxed text-muted">{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
