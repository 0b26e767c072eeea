/** @jest-environment node */
import { extractPagePayload } from "@/lib/page-cache/page-payload";
import { rewriteStoredPage } from "@/lib/page-cache/stored-page";

// The RSC payload leaves a stored page for a script of its own (lib/page-cache/page-payload.js).

const START = "<script>(self.__next_f=self.__next_f||[]).push([0])</script>";
const push = (n: number, text: string) => `self.__next_f.push([${n},${JSON.stringify(text).replace(/</g, "\\u003c")}])`;
const CHUNK = '<script src="/_next/static/chunks/app.js" async=""></script>';
const page = (body: string) => `<!DOCTYPE html><html><head>${CHUNK}</head><body><main>Conținut</main>${body}</body></html>`;

describe("extractPagePayload", () => {
  it("moves every push after the payload's start, in order, into one script named by its content", () => {
    const pushes = [push(1, '0:["$","main",null,{"children":"<b>Salut</b>"}]\n'), push(3, "AAEC"), push(1, "2:null\n")];
    const html = page(`${START}<script>${pushes[0]}</script><p>între</p><script>${pushes[1]}</script><script>${pushes[2]}</script>`);
    const { html: rest, payload } = extractPagePayload(html);
    expect(rest).toBe(page(`${START}<p>între</p>`));
    expect(payload?.body).toBe(pushes.map((p) => `${p};`).join("\n"));
    expect(payload?.path).toMatch(/^\/_page-payload\/[\w-]{22}\.js$/);
    // The name follows the content: another page, another script; the same page, the same one.
    expect(extractPagePayload(html).payload?.path).toBe(payload?.path);
    expect(extractPagePayload(html.replace("2:null", "2:1")).payload?.path).not.toBe(payload?.path);
    // The moved script runs: the pushes arrive as React expects them.
    const self = { __next_f: [[0]] as unknown[] };
    new Function("self", payload?.body ?? "")(self);
    expect(self.__next_f).toEqual([[0], [1, '0:["$","main",null,{"children":"<b>Salut</b>"}]\n'], [3, "AAEC"], [1, "2:null\n"]]);
  });

  it("leaves a page alone without the payload's start, without pushes, or with a push it cannot move", () => {
    const noStart = page(`<script>${push(1, "0:null\n")}</script>`);
    expect(extractPagePayload(noStart)).toEqual({ html: noStart, payload: null });
    const noPushes = page(START);
    expect(extractPagePayload(noPushes)).toEqual({ html: noPushes, payload: null });
    // Another markup (a nonce) would stay behind and run before the moved pushes: nothing moves.
    const nonce = page(`${START}<script>${push(1, "0:null\n")}</script><script nonce="abc">${push(1, "1:null\n")}</script>`);
    expect(extractPagePayload(nonce)).toEqual({ html: nonce, payload: null });
  });
});

describe("rewriteStoredPage", () => {
  it("lists the payload first in the loader, before the framework chunks", () => {
    const { html, payload } = rewriteStoredPage(page(`${START}<script>${push(1, "0:null\n")}</script>`));
    expect(payload).not.toBeNull();
    expect(html).toContain(`var s=["${payload?.path}","/_next/static/chunks/app.js"]`);
    expect(html).not.toContain(CHUNK);
    expect(html).not.toContain("self.__next_f.push([1");
  });

  it("keeps the payload inline when there is no loader to run it", () => {
    const inline = `<!DOCTYPE html><html><head></head><body>${START}<script>${push(1, "0:null\n")}</script></body></html>`;
    expect(rewriteStoredPage(inline)).toEqual({ html: inline, payload: null });
  });
});
