/**
 * Embla's `duration` option is not milliseconds. It is the divisor of a damped spring integrated at a
 * fixed 60 steps per second (velocity += distance / duration; velocity *= 0.68 each step). Simulating
 * that integrator shows a slide covers 99% of its distance in about `duration * 33 ms` for values of
 * 40 and above (40 -> ~1.27 s, 45 -> ~1.5 s, 60 -> ~2.0 s). So a "slide speed" in milliseconds, as the
 * SPEC gives it (2000 ms for case studies and blog, 1500 ms for the team), maps to ms / 33.3:
 * 2000 ms -> 60 (the top of Embla's recommended 20-60 range), 1500 ms -> 45.
 */
export const MS_PER_DURATION_UNIT = 1000 / 30;
export const EMBLA_DEFAULT_DURATION = 25;
const MIN_DURATION = 10;
const MAX_DURATION = 80;

export function emblaDuration(speedMs: number | undefined): number {
  if (!speedMs || !Number.isFinite(speedMs) || speedMs <= 0) return EMBLA_DEFAULT_DURATION;
  return Math.min(MAX_DURATION, Math.max(MIN_DURATION, Math.round(speedMs / MS_PER_DURATION_UNIT)));
}

/** Previous/next buttons only when there are more slides than the threshold (SPEC 2.1: "> 3", "> 2"). */
export function showArrows(count: number, threshold: number): boolean {
  return count > threshold;
}
