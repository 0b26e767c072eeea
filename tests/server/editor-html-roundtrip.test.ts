import { sanitizeRichHtml } from "@/lib/server/html";
import { EDITOR_OUTPUT_SAMPLE } from "@/lib/editor/sample-html";
import { imageSettingsToStyle, normalizeImageSettings, styleToString } from "@/components/editor/image-settings";
import { TEXT_SIZES } from "@/lib/editor/text-sizes";

/**
 * Tags with their attributes sorted, style declarations as "prop:value" (the sanitizer rewrites
 * "a: b; c: d" as "a:b;c:d") and void elements without the self-closing slash. Text is kept as is.
 * sanitize-html writes <col> as <col ...></col>; browsers ignore that end tag, so it is dropped here.
 */
function canonical(html: string): string {
  return html.replace(/<\/col>/gi, "").replace(/<([a-z][a-z0-9]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/gi, (_m, tag: string, rawAttrs: string) => {
    const attrs: string[] = [];
    for (const match of rawAttrs.matchAll(/([^\s=>/]+)(?:="([^"]*)")?/g)) {
      let value = match[2] ?? "";
      if (match[1] === "style") {
        value = value
          .split(";")
          .map((d) => d.trim())
          .filter(Boolean)
          .map((d) => d.replace(/\s*:\s*/, ":"))
          .join(";");
      }
      attrs.push(`${match[1]}="${value}"`);
    }
    attrs.sort();
    return `<${tag.toLowerCase()}${attrs.length ? ` ${attrs.join(" ")}` : ""}>`;
  });
}

describe("editor HTML through the server sanitizer (QUALITY I1)", () => {
  it("keeps everything of the editor's reference output", () => {
    const sanitized = sanitizeRichHtml(EDITOR_OUTPUT_SAMPLE);
    expect(canonical(sanitized)).toBe(canonical(EDITOR_OUTPUT_SAMPLE));
  });

  it("keeps the reference output as the browser writes it too (trailing semicolons, rgb colours)", () => {
    const browserish = EDITOR_OUTPUT_SAMPLE.replace(/style="([^"]*)"/g, (_m, style: string) => `style="${style};"`).replace(
      /color: #dc2626/,
      "color: rgb(220, 38, 38)",
    );
    expect(canonical(sanitizeRichHtml(browserish))).toBe(canonical(browserish));
  });

  it.each(TEXT_SIZES.filter((s) => s.className).map((s) => s.className as string))("keeps the text size class %s", (className) => {
    const html = `<p><span class="${className}">x</span></p>`;
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it.each([
    ["centered", { width: "600", height: "auto", float: "centered", marginTop: "8", marginBottom: "1.5em", mobileFullImg: true }],
    ["left", { width: "40%", float: "left", marginRight: "24", marginBottom: "1rem" }],
    ["right", { width: "320", height: "200", float: "right", marginLeft: "2em", marginTop: "-4" }],
    ["none", { width: "auto", float: "none", marginTop: "0" }],
  ] as const)("keeps every image setting of a %s image", (_name, input) => {
    const settings = normalizeImageSettings(input);
    const style = styleToString(imageSettingsToStyle(settings));
    const extra = `${settings.float !== "none" ? ` data-float="${settings.float}"` : ""}${settings.mobileFullImg ? ' data-mobile-full="true"' : ""}`;
    const html = `<img src="/uploads/a.jpg" alt="Poză" style="${style}"${extra}>`;
    expect(canonical(sanitizeRichHtml(html))).toBe(canonical(html));
  });

  it("drops the local previews the editor never saves (blob: and data: sources)", () => {
    expect(sanitizeRichHtml('<img src="blob:http://localhost/1">')).not.toContain("blob:");
    expect(sanitizeRichHtml('<img src="data:image/png;base64,AAAA">')).not.toContain("data:");
  });
});
