import { NextRequest } from "next/server";
import Parser from "rss-parser";
import { GET } from "@/app/(public)/blog/rss.xml/route";
import { absoluteUrl } from "@/lib/seo/site";
import { api, tokens } from "../support/api";

// Outside a Next server there is no data cache: unstable_cache runs the read itself every time.
jest.mock("next/cache", () => ({
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
  revalidateTag: jest.fn(),
  revalidatePath: jest.fn(),
}));

type Item = { title?: string; link?: string; guid?: string; pubDate?: string; content?: string; categories?: string[] };

async function feed(query = "") {
  const response = await GET(new NextRequest(`http://localhost/blog/rss.xml${query}`));
  return { response, text: await response.text() };
}

beforeAll(async () => {
  const { editor } = await tokens();
  const write = (title: string, categories: string[], status = "published") =>
    api("POST", "/api/blog", {
      token: editor,
      body: { title, status, categories, excerpt: `Rezumat: ${title} & altele <b>`, content: "<p>Text</p>", metaTitle: title, metaDescription: "Descriere." },
    });
  for (let i = 1; i <= 22; i++) expect((await write(`Articol SEO ${i}`, ["SEO"])).status).toBe(201);
  expect((await write("Campanie PPC", ["PPC", "Advertising"])).status).toBe(201);
  expect((await write("Ciornă nepublicată", ["SEO"], "draft")).status).toBe(201);
});

describe("/blog/rss.xml", () => {
  it("is RSS 2.0 that a feed reader parses: the 20 newest published articles with link, guid, date, description and categories", async () => {
    const { response, text } = await feed();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(text).toMatch(/^<\?xml[^>]*\?>\s*<rss version="2.0"/);
    const parsed = await new Parser<object, Item>().parseString(text);
    expect(parsed.title).toBe("Agenția Digitală: Blog");
    expect(parsed.items).toHaveLength(20);
    const [first] = parsed.items;
    expect(first).toMatchObject({ title: "Campanie PPC", link: absoluteUrl("/blog/campanie-ppc"), guid: absoluteUrl("/blog/campanie-ppc"), categories: ["PPC", "Advertising"] });
    expect(first.content).toBe("Rezumat: Campanie PPC & altele <b>");
    expect(Number.isNaN(Date.parse(first.pubDate ?? ""))).toBe(false);
    expect(parsed.items.map((i) => i.title)).not.toContain("Ciornă nepublicată");
  });

  it("?categorie={slug} lists that category only; an unknown one is a 404", async () => {
    const parsed = await new Parser<object, Item>().parseString((await feed("?categorie=ppc")).text);
    expect(parsed.title).toBe("Agenția Digitală: PPC");
    expect(parsed.items.map((i) => i.title)).toEqual(["Campanie PPC"]);
    const social = await new Parser<object, Item>().parseString((await feed("?categorie=social-media-management")).text);
    expect(social.items).toEqual([]);
    expect((await feed("?categorie=nu-exista")).response.status).toBe(404);
  });
});
