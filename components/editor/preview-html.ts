/**
 * The portal's preview shows the author's own, not yet sanitized HTML in their own browser. Scripts
 * and other active content are removed anyway before it is rendered (DOMParser, never executed).
 */
const ACTIVE = "script, iframe, object, embed, style, link, meta, base, form, noscript, template";

export function stripActiveContent(html: string | null | undefined): string {
  if (!html) return "";
  if (typeof DOMParser === "undefined") return "";
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  doc.querySelectorAll(ACTIVE).forEach((node) => node.remove());
  doc.body.querySelectorAll("*").forEach((element) => {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim().toLowerCase().replace(/\s+/g, "");
      if (name.startsWith("on") || name === "srcdoc" || name === "formaction") element.removeAttribute(attribute.name);
      else if ((name === "href" || name === "src" || name === "xlink:href") && /^(?:javascript|vbscript|data:text)/.test(value)) {
        element.removeAttribute(attribute.name);
      }
    }
  });
  return doc.body.innerHTML;
}
