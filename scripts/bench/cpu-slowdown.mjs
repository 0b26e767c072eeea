// The formula of the calculator that Lighthouse's throttling guide links for calibrating the CPU
// slowdown to the host (see cpu-calibration.mjs). Kept free of imports so that tests can load it.

/** Below this index the calculator says the host is too slow to emulate the target phone at all. */
export const SLOWEST_USABLE_INDEX = 150;

/**
 * The CPU slowdown multiplier that makes a host of this benchmark index emulate Lighthouse's
 * mobile target: 1x at 150, 2x at 800, 3x at 1,300, 4x at about 1,533, then 1x more per 233.
 */
export function slowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST_USABLE_INDEX) {
    throw new Error(
      `CPU benchmark index ${benchmarkIndex}: this host is too slow to emulate Lighthouse's mobile device.`,
    );
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}
