/**
 * Rich HTML content with the shared typography of styles/rich-content.css. The HTML must already be
 * safe: the API sanitizes on write (lib/server/html.ts); the portal's preview strips scripts first.
 */
export function RichContent({ html, className = "", id }: { html: string; className?: string; id?: string }) {
  return <div id={id} className={`rich-content ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
