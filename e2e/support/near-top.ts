import { expect, type Locator, type Page } from "@playwright/test";

/**
 * In view, in the upper part of the screen and below the sticky header (64 px): where the eye is when
 * a page opens at a form's outcome (QUALITY D8).
 */
export async function expectNearTop(page: Page, box: Locator) {
  await expect(box).toBeInViewport();
  const rect = (await box.boundingBox())!;
  expect(rect.y).toBeGreaterThanOrEqual(64);
  expect(rect.y).toBeLessThan(page.viewportSize()!.height * 0.4);
}
