import { htmlToText } from "@/lib/seo/text";

/**
 * Gives every <h2> of sanitized HTML an id (sectiune-1, sectiune-2...) and returns the matching table
 * of contents. Ids are generated, never taken from the content, so they cannot collide or inject.
 */
export function withSectionAnchors(html: string): { html: string; toc: Array<{ id: string; label: string }> } {
  const toc: Array<{ id: string; label: string }> = [];
  const out = html.replace(/<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/gi, (_match, attrs: string | undefined, inner: string) => {
    const id = `sectiune-${toc.length + 1}`;
    toc.push({ id, label: htmlToText(inner) });
    const rest = (attrs ?? "").replace(/\sid="[^"]*"/i, "");
    return `<h2 id="${id}"${rest}>${inner}</h2>`;
  });
  return { html: out, toc };
}
