const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Plain text made safe to place in HTML or XML, between tags or inside a quoted attribute: every value
 * a visitor or an editor typed goes through this before it reaches markup we build by hand.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
