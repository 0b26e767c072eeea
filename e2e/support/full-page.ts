import type { Page } from "@playwright/test";

/**
 * Full-page captures draw beyond the viewport, where the browser skips the contents of `.below-the-fold`
 * parts (content-visibility: auto) until a visitor scrolls near them. Before such a capture, this shows
 * every part as a visitor who scrolled through the page sees it.
 */
export async function renderWholePage(page: Page) {
  await page.addStyleTag({ content: ".below-the-fold { content-visibility: visible !important; }" });
}
