"use client";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { usePathname, useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { apiRequest } from "@/lib/api/client";
import { clearSession, readSession, SESSION_USER_EVENT, type StoredUser } from "@/lib/auth/client-session";
import { ADMIN_BASE } from "@/lib/constants";
import { canOpenPortalPath } from "@/lib/permissions";
import { SessionDialog } from "./session-dialog";

type PortalSessionValue = { user: StoredUser; isAdmin: boolean; isEditor: boolean; logout: () => Promise<void> };

const PortalSessionContext = createContext<PortalSessionValue | null>(null);

export const LOGIN_PATH = `${ADMIN_BASE}/login`;

export function loginUrl(returnTo?: string): string {
  return returnTo ? `${LOGIN_PATH}?callbackUrl=${encodeURIComponent(returnTo)}` : LOGIN_PATH;
}

function currentLocation(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Ends both halves of the session: browser storage and the next-auth cookie proxy.ts reads. */
async function endSession(): Promise<void> {
  clearSession();
  try {
    await signOut({ redirect: false });
  } catch {
    // the cookie expires on its own; the browser session is already gone
  }
}

/**
 * The client route guard of SPEC 6: content shows only after the stored session is checked; without
 * one the user goes to sign-in with the attempted location kept; a role that may not open the
 * section goes to the dashboard.
 */
export function PortalSession({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const [user, setUser] = useState<StoredUser | null>(null);

  useEffect(() => {
    const session = readSession();
    if (!session) {
      void endSession().then(() => router.replace(loginUrl(currentLocation())));
      return;
    }
    if (!canOpenPortalPath(pathname, ADMIN_BASE, session.user.role)) {
      router.replace(`${ADMIN_BASE}/dashboard`);
      return;
    }
    const next = session.user;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the stored session exists only in the browser
    setUser((prev) => (prev && prev.email === next.email && prev.role === next.role && prev.name === next.name ? prev : next));
  }, [pathname, router]);

  useEffect(() => {
    const onUserUpdated = () => {
      const session = readSession();
      if (session) setUser(session.user);
    };
    window.addEventListener(SESSION_USER_EVENT, onUserUpdated);
    return () => window.removeEventListener(SESSION_USER_EVENT, onUserUpdated);
  }, []);

  const logout = useCallback(async () => {
    try {
      // Signing out needs no session: an ended one is not asked back.
      await apiRequest("/auth/logout", { method: "POST", askToSignIn: false });
    } catch {
      // the token may already be dead; the local session is cleared either way
    }
    await endSession();
    router.replace(LOGIN_PATH);
  }, [router]);

  const value = useMemo(
    () => (user ? { user, isAdmin: user.role === "admin", isEditor: true, logout } : null),
    [user, logout],
  );

  if (!value || !canOpenPortalPath(pathname, ADMIN_BASE, value.user.role)) {
    return (
      <div className="grid min-h-screen place-items-center bg-surface" role="status" aria-label="Se verifică sesiunea">
        <span className="h-8 w-8 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      </div>
    );
  }
  return (
    <PortalSessionContext.Provider value={value}>
      {children}
      {/* While the portal is mounted, a session that ended elsewhere is renewed here, never by leaving the page. */}
      <SessionDialog user={value.user} />
    </PortalSessionContext.Provider>
  );
}

export function usePortalSession(): PortalSessionValue {
  const ctx = useContext(PortalSessionContext);
  if (!ctx) throw new Error("usePortalSession outside PortalSession");
  return ctx;
}
