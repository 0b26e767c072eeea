// The flags Debian's Chromium needs to run headless on these machines: shared by the Playwright
// config and the benchmarks (Lighthouse), which launch it themselves.
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
