"use client";

/**
 * Fails the server's HTML render, and nothing else. React's documented fallback for server errors
 * (react.dev, Suspense: "Providing a fallback for server errors and client-only content"): the nearest
 * Suspense boundary keeps its fallback in the HTML and the browser renders the part again, where this
 * renders nothing. Next answers a page whose render failed with 500 and `no-store` and stores nothing
 * (ARCHITECTURE 16), while the visitor still gets the page with its error messages, script or not.
 */
export function FailServerRender(): null {
  if (typeof window === "undefined") {
    throw new Error("A public read failed: this render is answered with an error status and is never cached");
  }
  return null;
}
