"use client";
import { useEffect, useRef, useState } from "react";
import { api } from "@/lib/api/client";

/** What the browser keeps of an unsaved form: its values, when, and which saved version they started from. */
type Kept<V> = { values: V; at: string; version?: string; fromServer?: boolean };

const STORAGE_PREFIX = "agentie:ciorna:";
const LOCAL_DELAY_MS = 800;
export const SERVER_AUTOSAVE_MS = 30_000;

const read = <V,>(key: string): Kept<V> | null => {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Kept<V>) : null;
  } catch {
    return null;
  }
};

/** The server autosave this browser turned down ("Renunțați"): not offered again until a newer one. */
const DISMISSED_SUFFIX = ":refuzat";
const readDismissed = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key + DISMISSED_SUFFIX);
  } catch {
    return null;
  }
};

type Options<V> = {
  /** The form's values now, and whether they differ from what was loaded. */
  values: V;
  dirty: boolean;
  /** The version the form was loaded from (its updated_at). */
  version?: string;
  /** PUT …/{id}/autosave of an item that exists; null for a new one (the browser's copy only). */
  autosavePath: string | null;
};

/**
 * Editors never lose typing: the form's unsaved values are kept in this browser as they change (so a
 * crash, a reload or an ended session gives them back), and, for an item that exists, sent to the
 * server every 30 s of editing as the user's autosave (never published). `offer` is a kept copy from
 * before this page was opened (or the server autosave of another device); `restore` and `discard`
 * answer it; `clear` runs after a save.
 */
export function useDraftKeeper<V>({ values, dirty, version, autosavePath }: Options<V>) {
  const [key] = useState(() => (typeof window === "undefined" ? "" : `${STORAGE_PREFIX}${window.location.pathname}`));
  const [offer, setOffer] = useState<Kept<V> | null>(() => (key ? read<V>(key) : null));
  const lastSent = useRef<string>("");

  // Typing kept on another device: the server's autosave of this user, when newer than this browser's
  // copy and not already turned down here.
  const askedServer = useRef(false);
  useEffect(() => {
    if (!key || !autosavePath || askedServer.current) return;
    askedServer.current = true;
    const ask = async () => {
      const { autosave } = await api.get<{ autosave: { data: V; created_at: string } | null }>(autosavePath);
      if (!autosave || readDismissed(key) === autosave.created_at) return;
      setOffer((local) => (local && local.at >= autosave.created_at ? local : { values: autosave.data, at: autosave.created_at, fromServer: true }));
    };
    ask().catch(() => undefined); // no autosave to offer: the form works as it is
  }, [key, autosavePath]);

  // The browser's copy, a moment after each change; none while the form matches what was loaded.
  useEffect(() => {
    if (!key || offer) return;
    const timer = window.setTimeout(() => {
      try {
        if (dirty) window.localStorage.setItem(key, JSON.stringify({ values, at: new Date().toISOString(), version } satisfies Kept<V>));
        else window.localStorage.removeItem(key);
      } catch {
        // A full or blocked storage: the server's autosave still runs.
      }
    }, LOCAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, values, dirty, version, offer]);

  // The server's copy, every 30 s while there are new unsaved changes.
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);
  useEffect(() => {
    if (!autosavePath || !dirty) return;
    const timer = window.setInterval(() => {
      const body = JSON.stringify(latest.current);
      if (body === lastSent.current) return;
      lastSent.current = body;
      api.put(autosavePath, latest.current).catch(() => (lastSent.current = ""));
    }, SERVER_AUTOSAVE_MS);
    return () => window.clearInterval(timer);
  }, [autosavePath, dirty]);

  const forget = () => {
    try {
      if (key) window.localStorage.removeItem(key);
    } catch {
      // nothing kept
    }
  };
  return {
    offer,
    restore: () => {
      const kept = offer;
      setOffer(null);
      return kept?.values ?? null;
    },
    discard: () => {
      forget();
      try {
        if (offer?.fromServer) window.localStorage.setItem(key + DISMISSED_SUFFIX, offer.at);
      } catch {
        // nothing to remember it in: it is offered again next time
      }
      setOffer(null);
    },
    clear: forget,
  };
}
