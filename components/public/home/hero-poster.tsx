import fs from "node:fs";
import path from "node:path";

const POSTER_FILE = path.join(process.cwd(), "public", "home", "hero-poster.webp");
let posterDataUrl: string | undefined;

/**
 * The hero's still picture, the page's largest element on phones. It travels inside the HTML
 * (7 KB of WebP, base64) so it is on screen with the first paint: as a separate request it arrived
 * after the CSS and waited behind the scripts' first task to be painted, which put the home page's
 * LCP a whole script download later than its first paint. The file in public/ stays the source.
 */
export function HeroPoster() {
  posterDataUrl ??= `data:image/webp;base64,${fs.readFileSync(POSTER_FILE).toString("base64")}`;
  // next/image has nothing to add to an inline picture (no sizes to choose, no request to prioritise).
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={posterDataUrl} alt="" width={1280} height={720} className="absolute inset-0 h-full w-full object-cover" data-testid="hero-poster" />;
}
