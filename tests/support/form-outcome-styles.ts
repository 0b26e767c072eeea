import fs from "node:fs";
import path from "node:path";

/**
 * The page's own rules for the boxes a redirect opens (styles/form-outcome.css), applied to jsdom's
 * document, so that a box the address does not target is hidden for Testing Library as for a visitor.
 */
export function applyFormOutcomeStyles(): void {
  const style = document.createElement("style");
  style.textContent = fs.readFileSync(path.join(process.cwd(), "styles/form-outcome.css"), "utf8");
  document.head.appendChild(style);
}
