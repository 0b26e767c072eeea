/** @jest-environment node */
import { JSDOM } from "jsdom";
import { Suspense, type ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server.edge";
import { inlineSuspenseBoundaries } from "@/lib/page-cache/inline-boundaries";

// The page cache's second rewrite of a stored page (lib/page-cache/inline-boundaries.js): React's
// streaming renderer outlines large Suspense boundaries to the end of the document, with a script
// that moves them into place; the stored page has them in place already. The pages below are
// rendered by React itself, with a small progressive chunk size so that every boundary is outlined.

function Part({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <section id={id}>
      <h2>{`Secțiunea ${id}`}</h2>
      <p>{"Conținut ".repeat(80)}</p>
      {children}
    </section>
  );
}

function Page() {
  return (
    <div id="pagina">
      <header>Antet</header>
      <main>
        <h1>Titlu</h1>
        <Suspense>
          <Part id="servicii" />
        </Suspense>
        <Suspense>
          <Part id="echipa">
            <Suspense>
              <Part id="membri" />
            </Suspense>
          </Part>
        </Suspense>
      </main>
      <Suspense>
        <footer>Subsol</footer>
      </Suspense>
    </div>
  );
}

async function render(element: ReactNode, progressiveChunkSize: number): Promise<string> {
  const stream = await renderToReadableStream(element, { progressiveChunkSize });
  await stream.allReady;
  return new Response(stream).text();
}

/** The document as a visitor's browser ends up with it: scripts run, reveals done, markers dropped. */
async function settledBody(html: string): Promise<string> {
  const dom = new JSDOM(html, { runScripts: "dangerously", pretendToBeVisual: true });
  // React's reveal waits for a frame and a short throttle.
  await new Promise((resolve) => setTimeout(resolve, 700));
  const body = dom.window.document.body.cloneNode(true) as HTMLElement;
  body.querySelectorAll("script, template").forEach((node) => node.remove());
  const walker = dom.window.document.createTreeWalker(body, dom.window.NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  comments.forEach((node) => node.parentNode?.removeChild(node));
  dom.window.close();
  return body.innerHTML;
}

const ids = (html: string) => [...html.matchAll(/<section id="([a-z]+)"/g)].map((m) => m[1]);

describe("inlineSuspenseBoundaries", () => {
  test("every outlined boundary is put back in place, in document order, without hidden copies or scripts", async () => {
    const streamed = await render(<Page />, 100);
    // The premise: React did outline them (otherwise the test would prove nothing).
    expect(streamed).toMatch(/<div hidden id="S:/);
    expect(streamed).toContain("$RC(");

    const stored = inlineSuspenseBoundaries(streamed);
    expect(stored).not.toMatch(/<div hidden id="S:/);
    expect(stored).not.toContain("$RC");
    expect(stored).not.toContain("<template");
    expect(stored).not.toContain("<!--$?-->");
    expect(ids(stored)).toEqual(["servicii", "echipa", "membri"]);
    expect(stored.indexOf("Subsol")).toBeGreaterThan(stored.indexOf('id="membri"'));
    expect(stored.indexOf("Subsol")).toBeLessThan(stored.lastIndexOf("</div>"));
    // Completed boundaries, as React would have written them inline.
    expect(stored.match(/<!--\$-->/g)).toHaveLength(4);
  });

  test("the stored page is what the browser builds from the streamed one", async () => {
    const streamed = await render(<Page />, 100);
    expect(await settledBody(inlineSuspenseBoundaries(streamed))).toBe(await settledBody(streamed));
  });

  test("a page React wrote inline is left as it is", async () => {
    const inline = await render(<Page />, 1_000_000);
    expect(inline).not.toMatch(/<div hidden id="S:/);
    expect(inlineSuspenseBoundaries(inline)).toBe(inline);
  });

  // The runtime is defined in the first reveal's script: it must survive whichever boundary stays.
  test.each(["first", "last"] as const)("a boundary whose markup differs stays outlined (the %s one), with the runtime that reveals it", async (which) => {
    const streamed = await render(<Page />, 100);
    const placeholders = [...streamed.matchAll(/<template id="B:([0-9a-z]+)"><\/template>/g)].map((m) => m[1]);
    const first = which === "first" ? placeholders[0] : placeholders[placeholders.length - 1];
    // A fallback in the placeholder: not the shape this rewrite knows.
    const changed = streamed.replace(`<template id="B:${first}"></template>`, `<template id="B:${first}"></template><p>Se încarcă</p>`);
    const stored = inlineSuspenseBoundaries(changed);
    expect(stored).toContain(`<div hidden id="S:${first}">`);
    expect(stored.match(/\$RC=/g)).toHaveLength(1);
    expect(stored.match(/\$RC\("B:/g)).toHaveLength(1);
    expect(stored.indexOf("$RC=")).toBeLessThan(stored.indexOf(`$RC("B:${first}"`));
    expect(await settledBody(stored)).toBe(await settledBody(changed));
  });

  test("scripts Next injects between a segment and its reveal stay, in order", async () => {
    const streamed = await render(<Page />, 100);
    const payload = '<script>self.__next_f.push([1,"x\\u003c"])</script>';
    const injected = streamed.replace(/<\/div>(<script>[^]*?\$RC\("B:)/, `</div>${payload}$1`);
    expect(injected).not.toBe(streamed);
    const stored = inlineSuspenseBoundaries(injected);
    expect(stored).toContain(payload);
    expect(stored).not.toContain("$RC");
    expect(ids(stored)).toEqual(["servicii", "echipa", "membri"]);
  });
});
