/**
 * Secure cookies in production (QUALITY A10). Browsers accept them over plain http only on
 * localhost, so ALLOW_INSECURE_COOKIES=1 exists for a production build served over plain http elsewhere.
 */
export function secureCookies(): boolean {
  return process.env.NODE_ENV === "production" && process.env.ALLOW_INSECURE_COOKIES !== "1";
}
