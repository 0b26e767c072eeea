"use client";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from "react";
import { BREAKPOINTS, CHAT_WIDGET_DELAY_MS } from "@/lib/constants";
import { CONSENT_CHANGE_EVENT, readConsent } from "@/components/public/consent/consent-store";
import { Icon } from "@/components/public/icons/icon";
import { LogoMark } from "@/components/public/header/logo";
import { isPopoverOpen } from "@/components/public/header/menu-dom";

/** sessionStorage flag: the automatic opening (or teaser) happens once per browser session. */
export const CHAT_SESSION_KEY = "chat-widget-shown";

export type ChatContacts = { whatsappHref: string; email: string; phone: string; phoneHref: string; schedule: string; brandName: string };

function alreadyShown(): boolean {
  try {
    return window.sessionStorage.getItem(CHAT_SESSION_KEY) === "1";
  } catch {
    return false;
  }
}

function markShown() {
  try {
    window.sessionStorage.setItem(CHAT_SESSION_KEY, "1");
  } catch {
    // Storage blocked: the widget simply may open again on the next page load.
  }
}

const subscribeNothing = () => () => undefined;

/**
 * SPEC 2.1: a chat widget offering WhatsApp, e-mail and phone. On desktop it opens by itself after
 * 7 s, once per session; under 690 px it shows a small teaser bubble after 7 s instead.
 * It sits in the bottom-right corner (styles/components.css, "floating buttons"): heroes put their
 * calls to action on the left, where the launcher used to cover the home page's "Solicită o ofertă" at 1280 x 800.
 *
 * The panel is a popover in the server HTML: the launcher (popovertarget) opens it and its close
 * button shuts it without JavaScript. Once the scripts run, React's state drives it.
 */
export function ChatWidget({ contacts }: { contacts: ChatContacts }) {
  const [open, setOpen] = useState(false);
  const [teaser, setTeaser] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // False while the server renders and React hydrates: the panel's content is then in the HTML.
  const running = useSyncExternalStore(subscribeNothing, () => true, () => false);

  // A panel opened before the scripts ran stays open; the browser's own toggles are followed.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const follow = () => setOpen(isPopoverOpen(panel));
    follow();
    panel.addEventListener("toggle", follow);
    return () => panel.removeEventListener("toggle", follow);
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || typeof panel.showPopover !== "function" || open === isPopoverOpen(panel)) return;
    if (open) panel.showPopover();
    else panel.hidePopover();
  }, [open]);

  // Storage is first read when the timer fires: that first read is a synchronous trip to the
  // browser process, too slow for the task that hydrates the page.
  useEffect(() => {
    const reveal = () => {
      window.removeEventListener(CONSENT_CHANGE_EVENT, reveal);
      if (alreadyShown()) return;
      markShown();
      if (window.innerWidth < BREAKPOINTS.chat) setTeaser(true);
      else setOpen(true);
    };
    const timer = setTimeout(() => {
      // The cookie banner shares this corner (the whole bottom on phones): while its question is
      // unanswered the panel would open under it, so it waits for the choice.
      if (!alreadyShown() && !readConsent()) window.addEventListener(CONSENT_CHANGE_EVENT, reveal);
      else reveal();
    }, CHAT_WIDGET_DELAY_MS);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(CONSENT_CHANGE_EVENT, reveal);
    };
  }, []);

  const show = () => {
    markShown();
    setTeaser(false);
    setOpen(true);
  };
  const hide = (focusLauncher: boolean) => {
    setOpen(false);
    if (focusLauncher) launcherRef.current?.focus();
  };

  // With scripts, the buttons act through React (the popovertarget action is cancelled with the click).
  const onLauncher = (event: MouseEvent) => {
    event.preventDefault();
    if (open) hide(false);
    else show();
  };
  const onClose = (event: MouseEvent) => {
    event.preventDefault();
    hide(true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      hide(true);
    }
  };

  return (
    <div className="floating-corner z-40 print:hidden" onKeyDown={onKeyDown} data-testid="chat-widget">
      <div
        ref={panelRef}
        id={panelId}
        popover="manual"
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        className="chat-panel"
      >
        {open || !running ? (
          <>
            <div className="chat-panel-head">
              <div aria-hidden="true" className="absolute -right-8 -top-12 h-36 w-36 rounded-full bg-accent-500/40 blur-2xl" />
              <div className="relative flex items-start justify-between gap-3">
                <div className="flex items-center gap-3">
                  <span className="relative shrink-0 rounded-2xl ring-2 ring-white/25">
                    <LogoMark className="h-11 w-11" />
                    <span aria-hidden="true" className="absolute -bottom-0.5 -right-0.5 h-3 w-3 rounded-full bg-emerald-400 ring-2 ring-brand-700" />
                  </span>
                  <div>
                    <h2 id={titleId} className="font-display text-base font-bold leading-tight">
                      Vorbește cu echipa noastră
                    </h2>
                    <p className="mt-0.5 text-xs text-white/80">De obicei răspundem în câteva minute</p>
                  </div>
                </div>
                <button
                  type="button"
                  popoverTarget={panelId}
                  popoverTargetAction="hide"
                  onClick={onClose}
                  aria-label="Închide chat-ul"
                  className="chat-close"
                >
                  <Icon name="close" className="h-5 w-5" />
                </button>
              </div>
              <p className="chat-bubble">
                Salut! Cu ce te putem ajuta? Alege cum preferi să ne scrii sau să ne suni.
              </p>
            </div>
            <ul className="space-y-2 p-3">
              <ChatOption href={contacts.whatsappHref} external icon="whatsapp" tone="bg-emerald-500" title="Scrie-ne pe WhatsApp" detail="Cel mai rapid răspuns" />
              <ChatOption href={`mailto:${contacts.email}`} icon="mail" tone="bg-brand-600" title="Trimite-ne un e-mail" detail={contacts.email} />
              <ChatOption href={contacts.phoneHref} icon="phone" tone="bg-accent-600" title="Sună-ne" detail={contacts.phone} />
            </ul>
            <p className="chat-hours">
              <Icon name="clock" className="h-3.5 w-3.5" />
              {contacts.schedule}
            </p>
          </>
        ) : null}
      </div>

      {teaser && !open && (
        <div
          role="status"
          className="chat-teaser"
        >
          <button type="button" onClick={show} className="chat-teaser-text">
            <span className="block font-semibold">Ai o întrebare?</span>
            <span className="text-muted">Scrie-ne pe WhatsApp, e-mail sau sună-ne.</span>
          </button>
          <button
            type="button"
            onClick={() => setTeaser(false)}
            aria-label="Închide mesajul"
            className="chat-teaser-close"
          >
            <Icon name="close" className="h-4 w-4" />
          </button>
        </div>
      )}

      <button
        ref={launcherRef}
        type="button"
        popoverTarget={panelId}
        aria-label={open ? "Închide chat-ul" : "Deschide chat-ul"}
        onClick={onLauncher}
        className="group chat-launcher"
      >
        {teaser && !open && (
          <span aria-hidden="true" className="absolute inset-0 rounded-full bg-accent-500/60 motion-safe:animate-ping-brief" />
        )}
        <Icon name={open ? "close" : "chat"} className="relative h-7 w-7" />
      </button>
    </div>
  );
}

function ChatOption({
  href,
  icon,
  tone,
  title,
  detail,
  external = false,
}: {
  href: string;
  icon: "whatsapp" | "mail" | "phone";
  tone: string;
  title: string;
  detail: string;
  external?: boolean;
}) {
  return (
    <li>
      <a
        href={href}
        {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        className="group chat-option"
      >
        <span className={`grid h-10 w-10 shrink-0 place-items-center rounded-xl text-white ${tone}`}>
          <Icon name={icon} className="h-5 w-5" />
        </span>
        <span className="chat-option-body">
          <span className="block text-sm font-semibold text-ink">{title}</span>
          <span className="block truncate text-xs text-muted">{detail}</span>
        </span>
        <Icon name="chevron-right" className="chat-option-chevron" />
        {external && <span className="sr-only">(se deschide într-o filă nouă)</span>}
      </a>
    </li>
  );
}
