import { api, tokens } from "../support/api";

type Colors = { colors: string[] };
type ErrorBody = { message: string; errors?: Record<string, string> };

const URL = "/api/custom-colors";

let admin: string;
let editor: string;
beforeAll(async () => ({ admin, editor } = await tokens()));

describe("custom colours", () => {
  it("starts empty and is only for signed-in users", async () => {
    const res = await api<Colors>("GET", URL, { token: editor });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ colors: [] });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await api("GET", URL)).status).toBe(401);
    expect((await api("POST", URL, { body: { colors: ["#fff"] } })).status).toBe(401);
  });

  it("saves the full list, normalised and without duplicates, shared between editors", async () => {
    const saved = await api<Colors>("POST", URL, {
      token: editor,
      body: { colors: ["#FF0000", "#ff0000", "#0f0", "#11223344", " rgb(1, 2, 3) ", "rgb(1,2,3)", "rgba(0, 0, 0, 0.5)", "rgba(10,20,30,50%)"] },
    });
    expect(saved.status).toBe(200);
    const expected = ["#ff0000", "#0f0", "#11223344", "rgb(1,2,3)", "rgba(0,0,0,0.5)", "rgba(10,20,30,50%)"];
    expect(saved.body).toEqual({ colors: expected });
    expect((await api<Colors>("GET", URL, { token: admin })).body).toEqual({ colors: expected });

    // The next save replaces the list; an empty list clears it.
    await api("POST", URL, { token: admin, body: { colors: ["#abcdef"] } });
    expect((await api<Colors>("GET", URL, { token: editor })).body).toEqual({ colors: ["#abcdef"] });
    await api("POST", URL, { token: admin, body: { colors: [] } });
    expect((await api<Colors>("GET", URL, { token: editor })).body).toEqual({ colors: [] });
  });

  it("rejects anything that is not a CSS colour with a Romanian message and keeps the old list", async () => {
    await api("POST", URL, { token: editor, body: { colors: ["#123456"] } });
    const cases: unknown[] = ["red", "#12", "#1234567", "rgb(256,0,0)", "rgba(0,0,0,2)", "url(javascript:alert(1))", "#zzzzzz"];
    for (const bad of cases) {
      const res = await api<ErrorBody>("POST", URL, { token: editor, body: { colors: ["#fff", bad] } });
      expect([bad, res.status]).toEqual([bad, 422]);
      expect(res.body.errors?.["colors[1]"]).toMatch(/^Culoarea „.*” nu este validă\. Folosiți #rgb, #rrggbb, #rrggbbaa, rgb\(\) sau rgba\(\)\.$/);
    }
    const notText = await api<ErrorBody>("POST", URL, { token: editor, body: { colors: [{ hex: "#fff" }, null, 12] } });
    expect(notText.status).toBe(422);
    expect(notText.body.errors).toEqual({
      "colors[0]": "Fiecare culoare trebuie să fie un text",
      "colors[1]": "Fiecare culoare trebuie să fie un text",
      "colors[2]": "Culoarea „12” nu este validă. Folosiți #rgb, #rrggbb, #rrggbbaa, rgb() sau rgba().",
    });
    const notList = await api<ErrorBody>("POST", URL, { token: editor, body: { colors: "#fff" } });
    expect(notList.status).toBe(422);
    expect(notList.body.errors?.colors).toBe("Culorile trebuie trimise ca listă de texte");
    const missing = await api<ErrorBody>("POST", URL, { token: editor, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.colors).toBe("Acest câmp este obligatoriu");
    expect((await api<Colors>("GET", URL, { token: editor })).body).toEqual({ colors: ["#123456"] });
  });

  it("accepts at most 100 distinct colours", async () => {
    const hex = (i: number) => `#${i.toString(16).padStart(6, "0")}`;
    const hundred = Array.from({ length: 100 }, (_, i) => hex(i));
    const ok = await api<Colors>("POST", URL, { token: editor, body: { colors: [...hundred, ...hundred] } });
    expect(ok.status).toBe(200);
    expect(ok.body.colors).toHaveLength(100);
    const tooMany = await api<ErrorBody>("POST", URL, { token: editor, body: { colors: [...hundred, hex(100)] } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe("Se pot salva cel mult 100 de culori.");
    expect((await api<Colors>("GET", URL, { token: editor })).body.colors).toEqual(hundred);
  });
});
