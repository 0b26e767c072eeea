import postcss from "postcss";
import tw from "@tailwindcss/postcss";
import fs from "node:fs";
import zlib from "node:zlib";
for (const f of process.argv.slice(2)) {
const css = fs.readFileSync(f, "utf8");
const out = await postcss([tw(), ]).process(css, { from: f });
const min = (await import("lightningcss")).transform({ filename: "x.css", code: Buffer.from(out.css), minify: true }).code;
console.log(f, out.css.length, min.length, zlib.gzipSync(min).length);
}
