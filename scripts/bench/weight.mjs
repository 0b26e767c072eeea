// `npm run bench:weight`: what each public page and the portal's login page weigh as served. Per
// page: the HTML before and after gzip, the part of it that is inline scripts (the framework's payload
// for hydration among them), class attributes, inline SVGs, data: URIs, and the DOM elements a phone
// holds once the page has loaded (counted by Chromium with JavaScript on, as Lighthouse counts them).
// Fails when a page is over its budget (issue "Weight"): home <= 150 KB and 900 elements, every other
// public page <= 110 KB and 800, the login page <= 30 KB.
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../chromium-flags.mjs";
import { CHROME_PATH, getJson, printTable, publicPages, withDemoServer } from "./server.mjs";

const KB = 1024;
const BUDGETS = {
  home: { bytes: 150 * KB, elements: 900 },
  login: { bytes: 30 * KB, elements: Infinity },
  other: { bytes: 110 * KB, elements: 800 },
};

async function pages(baseUrl) {
  const cases = await getJson(`${baseUrl}/api/case-studies?page=1`);
  const caseStudy = cases.caseStudies[0]?.slug;
  return [
    ...(await publicPages(baseUrl)),
    { name: "contact", path: "/contact" },
    { name: "despre-noi", path: "/despre-noi" },
    { name: "echipa", path: "/echipa" },
    { name: "studii-de-caz", path: "/studii-de-caz" },
    { name: "case study", path: caseStudy ? `/studii-de-caz/${caseStudy}` : null },
    { name: "cautare", path: "/cautare?q=seo" },
    { name: "404", path: "/nu-exista-pagina" },
    { name: "login", path: "/internal-admin-portalv1.0.1/login" },
  ].filter((p) => p.path);
}

function parts(html) {
  const sum = (re) => [...html.matchAll(re)].reduce((total, m) => total + m[0].length, 0);
  return {
    scripts: sum(/<script(?![^>]*\ssrc=)[^>]*>[\s\S]*?<\/script>/g),
    classes: sum(/\sclass="[^"]*"/g),
    svgs: (html.match(/<svg[\s>]/g) ?? []).length,
    dataUris: sum(/data:[a-z]+\/[^"'\s)]+/g),
  };
}

const kb = (n) => (n / KB).toFixed(1);

await withDemoServer("bench-weight", async (baseUrl) => {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS.filter((f) => f !== "--headless") });
  const rows = [];
  const over = [];
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    for (const { name, path } of await pages(baseUrl)) {
      const response = await fetch(`${baseUrl}${path}`);
      const html = await response.text();
      const bytes = Buffer.byteLength(html);
      const gzip = zlib.gzipSync(html).length;
      await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
      const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
      const p = parts(html);
      const budget = BUDGETS[name] ?? BUDGETS.other;
      const fits = bytes <= budget.bytes && elements <= budget.elements;
      if (!fits) over.push(name);
      rows.push([name, response.status, kb(bytes), kb(gzip), kb(p.scripts), kb(p.classes), p.svgs, kb(p.dataUris), elements, fits ? "ok" : "OVER"]);
    }
  } finally {
    await browser.close();
  }
  console.log(`\nPage weight as served (KB; elements after load, 412 px wide)\n`);
  printTable(["page", "status", "HTML", "gzip", "inline scripts", "class attrs", "svg", "data: URIs", "elements", "budget"], rows);
  if (over.length) {
    console.error(`\nOver budget: ${over.join(", ")}`);
    process.exitCode = 1;
  }
});
