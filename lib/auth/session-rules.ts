// What proxy.ts (no database) shares with the server about portal sessions.

/** A session can be refreshed for this long after the password was typed, never longer (QUALITY A5). */
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;

/** Request header proxy.ts sets on portal pages: the path and query asked for. */
export const PORTAL_PATH_HEADER = "x-portal-path";
