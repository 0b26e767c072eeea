// V8's explicit compile hints (Chrome 136+, v8.dev/blog/explicit-compile-hints): a script whose first
// line is `//# allFunctionsCalledOnLoad` is compiled whole, on a background thread while it streams
// in, instead of function by function on the main thread the first time each one runs. A public page
// runs most of React's and the router's code while it hydrates, so without the hint that compilation
// lands in the page's longest main-thread tasks (traced: the bootstrap task at 4x CPU slowdown went
// from 380-410 ms to 140-170 ms). Applied to every client chunk of a build, right after `next build`
// (scripts/start.mjs, `npm run build`); source maps move down one line with their files.
// Usage: node scripts/compile-hints.mjs [distDir]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

function* scripts(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* scripts(file);
    else if (entry.name.endsWith(".js")) yield file;
  }
}

/** Adds the hint to each client chunk under `<distDir>/static` that lacks it; returns how many it changed. */
export function addCompileHints(distDir) {
  const dir = path.join(distDir, "static");
  if (!fs.existsSync(dir)) return 0;
  let changed = 0;
  for (const file of scripts(dir)) {
    const code = fs.readFileSync(file, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, `${COMPILE_HINT}\n${code}`);
    changed += 1;
    const map = /\/\/# sourceMappingURL=([^\s/]+\.map)\s*$/.exec(code)?.[1];
    const mapFile = map ? path.join(path.dirname(file), map) : null;
    if (mapFile && fs.existsSync(mapFile)) {
      const sourceMap = JSON.parse(fs.readFileSync(mapFile, "utf8"));
      // One more (empty) generated line in front of everything the map describes.
      if (Array.isArray(sourceMap.sections)) for (const section of sourceMap.sections) section.offset.line += 1;
      else sourceMap.mappings = `;${sourceMap.mappings}`;
      fs.writeFileSync(mapFile, JSON.stringify(sourceMap));
    }
  }
  return changed;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const distDir = path.resolve(process.argv[2] || process.env.NEXT_DIST_DIR || ".next");
  console.log(`[compile-hints] ${addCompileHints(distDir)} client chunks in ${path.relative(process.cwd(), distDir) || "."}`);
}
