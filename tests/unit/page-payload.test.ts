/** @jest-environment node */
import { PAYLOAD_SCRIPT_BYTES, extractPagePayload } from "@/lib/page-cache/page-payload";
import { rewriteStoredPage } from "@/lib/page-cache/stored-page";

// The RSC payload leaves a stored page for scripts of its own (lib/page-cache/page-payload.js).

const START = "<script>(self.__next_f=self.__next_f||[]).push([0])</script>";
const push = (n: number, text: string) => `self.__next_f.push([${n},${JSON.stringify(text).replace(/</g, "\\u003c")}])`;
const CHUNK = '<script src="/_next/static/chunks/app.js" async=""></script>';
const page = (body: string) => `<!DOCTYPE html><html><head>${CHUNK}</head><body><main>Conținut</main>${body}</body></html>`;
const tags = (pushes: string[]) => pushes.map((p) => `<script>${p}</script>`).join("");

/** Runs the scripts as the loader does, one after another, after the page's own start script. */
function run(scripts: Array<{ body: string }>): unknown[] {
  const self = { __next_f: [[0]] as unknown[] };
  for (const script of scripts) new Function("self", script.body)(self);
  return self.__next_f;
}

describe("extractPagePayload", () => {
  it("moves every push after the payload's start, in order, into a script named by its content", () => {
    const pushes = [push(1, '0:["$","main",null,{"children":"<b>Salut</b>"}]\n'), push(3, "AAEC"), push(1, "2:null\n")];
    const html = page(`${START}<script>${pushes[0]}</script><p>între</p>${tags(pushes.slice(1))}`);
    const { html: rest, scripts } = extractPagePayload(html);
    expect(rest).toBe(page(`${START}<p>între</p>`));
    expect(scripts).toHaveLength(1);
    expect(scripts[0].body).toBe(pushes.map((p) => `${p};`).join("\n"));
    expect(scripts[0].path).toMatch(/^\/_page-payload\/[\w-]{22}\.js$/);
    // The name follows the content: another page, another script; the same page, the same one.
    expect(extractPagePayload(html).scripts[0].path).toBe(scripts[0].path);
    expect(extractPagePayload(html.replace("2:null", "2:1")).scripts[0].path).not.toBe(scripts[0].path);
    // The moved script runs: the pushes arrive as React expects them.
    expect(run(scripts)).toEqual([[0], [1, '0:["$","main",null,{"children":"<b>Salut</b>"}]\n'], [3, "AAEC"], [1, "2:null\n"]]);
  });

  it("splits a large payload into scripts of at most PAYLOAD_SCRIPT_BYTES, each compiled in a task of its own", () => {
    const texts = Array.from({ length: 9 }, (_, i) => `${i}:"${"Strategie de marketing ș ț. ".repeat(Math.floor(PAYLOAD_SCRIPT_BYTES / 100))}"\n`);
    const { scripts } = extractPagePayload(page(START + tags(texts.map((t) => push(1, t)))));
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) expect(script.body.length).toBeLessThanOrEqual(PAYLOAD_SCRIPT_BYTES);
    expect(new Set(scripts.map((s) => s.path)).size).toBe(scripts.length);
    expect(run(scripts)).toEqual([[0], ...texts.map((t) => [1, t])]);
  });

  it("leaves a page alone without the payload's start, without pushes, or with a push it cannot move", () => {
    const noStart = page(`<script>${push(1, "0:null\n")}</script>`);
    expect(extractPagePayload(noStart)).toEqual({ html: noStart, scripts: [] });
    const noPushes = page(START);
    expect(extractPagePayload(noPushes)).toEqual({ html: noPushes, scripts: [] });
    // Another markup (a nonce) would stay behind and run before the moved pushes: nothing moves.
    const nonce = page(`${START}<script>${push(1, "0:null\n")}</script><script nonce="abc">${push(1, "1:null\n")}</script>`);
    expect(extractPagePayload(nonce)).toEqual({ html: nonce, scripts: [] });
    const binary = page(`${START}<script>${push(1, "0:null\n")}</script><script nonce="abc">${push(3, "AAEC")}</script>`);
    expect(extractPagePayload(binary)).toEqual({ html: binary, scripts: [] });
  });
});

describe("rewriteStoredPage", () => {
  it("lists the payload's scripts first in the loader, before the framework chunks", () => {
    const { html, scripts } = rewriteStoredPage(page(`${START}<script>${push(1, "0:null\n")}</script>`));
    expect(scripts).toHaveLength(1);
    expect(html).toContain(`var s=["${scripts[0].path}","/_next/static/chunks/app.js"]`);
    expect(html).not.toContain(CHUNK);
    expect(html).not.toContain("self.__next_f.push([1");
  });

  it("keeps the payload inline when there is no loader to run it", () => {
    const inline = `<!DOCTYPE html><html><head></head><body>${START}<script>${push(1, "0:null\n")}</script></body></html>`;
    expect(rewriteStoredPage(inline)).toEqual({ html: inline, scripts: [] });
  });
});
