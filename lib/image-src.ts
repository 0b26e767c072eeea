/**
 * Image fields hold an upload (/uploads/…) or an https address (lib/validation/common.ts). next/image
 * optimises the site's own files; next.config.js names no remote hosts, so an address elsewhere is
 * shown as it is (`unoptimized`) instead of failing the page's render.
 */
export const isRemoteImage = (src: string): boolean => !src.startsWith("/");
