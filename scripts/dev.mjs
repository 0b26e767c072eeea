import path from "node:path";
import { spawn } from "node:child_process";
import { assertDataDirFree, root, serverEnv } from "./env.mjs";

assertDataDirFree();
const child = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "dev", "-p", process.env.PORT || "3000"], {
  cwd: root,
  stdio: "inherit",
  env: serverEnv(),
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
