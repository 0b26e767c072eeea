import { mergedValues, threeWay, type ConflictField } from "@/components/admin/forms/edit-conflict";

type Values = { title: string; excerpt: string; content: string; categories: string[]; image: string | null };

const FIELDS: ConflictField<Values>[] = [
  { key: "title", label: "Titlu", value: (v) => v.title },
  { key: "excerpt", label: "Rezumat", value: (v) => v.excerpt },
  { key: "content", label: "Conținut", value: (v) => v.content, html: true },
  { key: "categories", label: "Categorii", value: (v) => v.categories.join(", ") },
  { key: "image", label: "Imagine", value: (v) => v.image ?? "" },
];

const BASE: Values = { title: "Titlu", excerpt: "Rezumat", content: "<p>Text</p>", categories: ["SEO"], image: "/uploads/a.png" };
const labels = (fields: ConflictField<Values>[]) => fields.map((f) => f.label);

describe("three-way merge of a stale save (edit conflict)", () => {
  it("takes theirs where only the colleague changed a field, keeps mine where only I did, asks where both did", () => {
    const theirs: Values = { ...BASE, title: "Titlul colegului", content: "<p>Textul colegului</p>", categories: ["SEO", "PPC"] };
    const mine: Values = { ...BASE, excerpt: "Rezumatul meu", content: "<p>Textul meu</p>" };
    const merge = threeWay(FIELDS, BASE, theirs, mine);
    expect(labels(merge.theirs)).toEqual(["Titlu", "Categorii"]);
    expect(labels(merge.mine)).toEqual(["Rezumat"]);
    expect(labels(merge.both)).toEqual(["Conținut"]);

    // No choice for the content yet: nothing to save.
    expect(mergedValues(merge, theirs, mine, {})).toBeUndefined();
    expect(mergedValues(merge, theirs, mine, { content: "mine" })).toEqual({
      title: "Titlul colegului",
      excerpt: "Rezumatul meu",
      content: "<p>Textul meu</p>",
      categories: ["SEO", "PPC"],
      image: "/uploads/a.png",
    });
    expect(mergedValues(merge, theirs, mine, { content: "theirs" })?.content).toBe("<p>Textul colegului</p>");
  });

  it("a field both changed the same way is no conflict, and a field only I cleared stays cleared", () => {
    const theirs: Values = { ...BASE, title: "Același titlu nou" };
    const mine: Values = { ...BASE, title: "Același titlu nou", image: null };
    const merge = threeWay(FIELDS, BASE, theirs, mine);
    expect(merge).toEqual({ theirs: [], mine: [expect.objectContaining({ label: "Imagine" })], both: [] });
    expect(mergedValues(merge, theirs, mine, {})).toEqual({ ...BASE, title: "Același titlu nou", image: null });
  });

  it("a field the colleague cleared is cleared in the save when I left it alone", () => {
    const theirs: Values = { ...BASE, image: null };
    const merge = threeWay(FIELDS, BASE, theirs, BASE);
    expect(labels(merge.theirs)).toEqual(["Imagine"]);
    expect(mergedValues(merge, theirs, BASE, {})?.image).toBeNull();
  });
});
