import "server-only";
import sanitizeHtml from "sanitize-html";

/**
 * The allowlist matches what the TipTap editor produces (StarterKit, underline, text style with
 * colour and size, highlight, text align, tables, images with the image-settings styles, links).
 * Anything else, scripts, event handlers, iframes, <style>, javascript: URLs, is dropped (QUALITY I1).
 */
const CSS_LENGTH = /^(?:auto|0|-?\d+(?:\.\d+)?(?:px|%|em|rem)?)$/;
const CSS_COLOR = /^(?:#[0-9a-f]{3,8}|rgba?\(\s*[\d.\s,%]+\)|hsla?\(\s*[\d.\s,%deg]+\)|[a-z]{3,20})$/i;
const FONT_SIZE = /^(?:\d+(?:\.\d+)?(?:px|em|rem|%)|small|medium|large|x-large|xx-large|xxx-large)$/;

const allowedStyles = {
  "*": {
    "text-align": [/^(?:left|right|center|justify)$/],
    color: [CSS_COLOR],
    "background-color": [CSS_COLOR],
    "font-size": [FONT_SIZE],
  },
  img: {
    width: [CSS_LENGTH],
    height: [CSS_LENGTH],
    float: [/^(?:left|right|none)$/],
    display: [/^(?:block|inline|inline-block)$/],
    "margin-top": [CSS_LENGTH],
    "margin-bottom": [CSS_LENGTH],
    "margin-left": [CSS_LENGTH],
    "margin-right": [CSS_LENGTH],
  },
  td: { width: [CSS_LENGTH], "min-width": [CSS_LENGTH] },
  th: { width: [CSS_LENGTH], "min-width": [CSS_LENGTH] },
  col: { width: [CSS_LENGTH], "min-width": [CSS_LENGTH] },
};

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em", "i", "u", "s", "del", "strike",
    "sub", "sup", "code", "pre", "blockquote", "ul", "ol", "li", "a", "span", "mark", "img", "figure", "figcaption",
    "table", "colgroup", "col", "thead", "tbody", "tfoot", "tr", "th", "td", "div",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel", "title"],
    img: ["src", "alt", "title", "width", "height", "style", "class", "data-float", "data-mobile-full", "data-align"],
    span: ["style", "class", "data-size"],
    mark: ["style", "data-color"],
    p: ["style", "class"],
    h1: ["style", "class"], h2: ["style", "class"], h3: ["style", "class"],
    h4: ["style", "class"], h5: ["style", "class"], h6: ["style", "class"],
    li: ["style"], ol: ["start", "type"], div: ["class", "style"],
    table: ["style", "class"], col: ["style", "span", "width"],
    td: ["colspan", "rowspan", "colwidth", "style"], th: ["colspan", "rowspan", "colwidth", "style"],
    code: ["class"], pre: ["class"],
  },
  allowedClasses: {
    "*": [/^text-size-[a-z-]+$/, /^tableWrapper$/, /^img-[a-z-]+$/, /^language-[\w-]+$/],
  },
  allowedStyles,
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Text inside dropped <script>/<style>/<textarea> must not leak into the page as text either.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  transformTags: {
    a: (tagName, attribs) => {
      const out = { ...attribs };
      if (out.target === "_blank") out.rel = "noopener noreferrer";
      else delete out.target;
      return { tagName, attribs: out };
    },
  },
};

export function sanitizeRichHtml(input: string | null | undefined): string {
  if (!input) return "";
  return sanitizeHtml(input, options).trim();
}
