/** The attributes of a table's box: focusable, so a keyboard can scroll it too (axe scrollable-region-focusable). */
const BOX_ATTRS = 'role="region" aria-label="Tabel" tabindex="0"';
/** A table the editor saved in its own wrapper, a bare table, or a table's end. */
const TABLE_TAG = /(<div class="tableWrapper">\s*)?<table\b|<\/table\s*>/gi;

/**
 * Puts every table in its own horizontally scrollable box (styles/rich-content.css, .table-scroll):
 * a table wider than a phone then scrolls inside the text column instead of widening the whole page.
 * A table already in the editor's `<div class="tableWrapper">` gets that div as its box; a bare one
 * (seeded or older content) gets a new div, closed after its own `</table>` (nested tables included).
 */
export function wrapTables(html: string): string {
  const addedBox: boolean[] = [];
  return html.replace(TABLE_TAG, (tag: string, editorWrapper: string | undefined) => {
    if (tag[1] === "/") return addedBox.pop() ? `${tag}</div>` : tag;
    addedBox.push(!editorWrapper);
    return editorWrapper ? `<div class="tableWrapper table-scroll" ${BOX_ATTRS}><table` : `<div class="table-scroll" ${BOX_ATTRS}><table`;
  });
}

/**
 * Rich HTML content with the shared typography of styles/rich-content.css. The HTML must already be
 * safe: the API sanitizes on write (lib/server/html.ts); the portal's preview strips scripts first.
 */
export function RichContent({ html, className = "", id }: { html: string; className?: string; id?: string }) {
  return <div id={id} className={`rich-content ${className}`} dangerouslySetInnerHTML={{ __html: wrapTables(html) }} />;
}
