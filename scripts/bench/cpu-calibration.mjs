// Lighthouse's CPU slowdown is relative to the host: its mobile preset multiplies every main-thread
// task by 4, which turns a host with a benchmark index of about 1,500 into the mid-tier phone the
// preset stands for. On a slower host the same 4x emulates a slower phone (and on a faster host a
// faster one), so scores taken at different host speeds are not comparable. Lighthouse's throttling
// guide (docs/throttling.md, "Calibrating the CPU slowdown") says to calibrate the multiplier from the
// benchmark index the report shows ("CPU/Memory Power"), with the formula in cpu-slowdown.mjs.
//
// `auditCalibrated` does that within one run: it gathers the page once (with simulated throttling the
// browser runs unthrottled, so the gathered trace does not depend on the multiplier; the index is
// measured in the same tab just before the page loads), then simulates that same trace twice, at the
// slowdown for the run's own index and at Lighthouse's default 4x, so both scores describe one load.
import { Runner } from "lighthouse/core/runner.js";
import { navigationGather } from "lighthouse/core/gather/navigation-runner.js";
import { throttling } from "lighthouse/core/config/constants.js";
import { slowdownFor } from "./cpu-slowdown.mjs";

export const DEFAULT_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/** The gathered artifacts audited as if gathered with this CPU slowdown (a simulation parameter only). */
async function auditAt(artifacts, resolvedConfig, slowdown) {
  const settings = {
    ...resolvedConfig.settings,
    throttling: { ...resolvedConfig.settings.throttling, cpuSlowdownMultiplier: Number(slowdown.toFixed(2)) },
  };
  // Lighthouse refuses to audit with settings other than those gathered with; the multiplier is not
  // used while gathering in simulate mode, so the artifacts carry the one they are audited at.
  const result = await Runner.audit({ ...artifacts, settings }, {
    resolvedConfig: { ...resolvedConfig, settings },
    computedCache: new Map(),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${artifacts.URL?.requestedUrl}`);
  return result;
}

/**
 * One Lighthouse run of `url` (mobile preset, simulated throttling: the default, which the
 * calibration needs) in the browser at `flags.port`.
 * `fixedSlowdown` skips the calibration. Returns the calibrated result and, beside it, the same
 * load simulated at the default 4x.
 */
export async function auditCalibrated(url, flags, fixedSlowdown = null) {
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags });
  const slowdown = fixedSlowdown ?? slowdownFor(artifacts.BenchmarkIndex);
  const calibrated = await auditAt(artifacts, runnerOptions.resolvedConfig, slowdown);
  const atDefault =
    slowdown === DEFAULT_SLOWDOWN ? calibrated : await auditAt(artifacts, runnerOptions.resolvedConfig, DEFAULT_SLOWDOWN);
  return { calibrated, atDefault, slowdown };
}
