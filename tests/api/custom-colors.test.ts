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

describe("adding and removing one colour", () => {
  const ADD = `${URL}/add`;
  const REMOVE = `${URL}/remove`;

  it("two editors who read the same list and each add a colour keep both (and the list they read)", async () => {
    await api("POST", URL, { token: admin, body: { colors: ["#111111"] } });
    // Both editors opened the picker on ["#111111"]; each adds its own colour.
    const first = await api<Colors>("POST", ADD, { token: editor, body: { color: "#AA0000" } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ colors: ["#111111", "#aa0000"] });
    const second = await api<Colors>("POST", ADD, { token: admin, body: { color: "#00bb00" } });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ colors: ["#111111", "#aa0000", "#00bb00"] });
    expect((await api<Colors>("GET", URL, { token: editor })).body).toEqual({ colors: ["#111111", "#aa0000", "#00bb00"] });

    // A removal in one editor keeps the colour the other one has just added.
    const removed = await api<Colors>("POST", REMOVE, { token: editor, body: { color: " #AA0000 " } });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ colors: ["#111111", "#00bb00"] });
  });

  it("many adds and removes at the same moment lose nothing", async () => {
    await api("POST", URL, { token: admin, body: { colors: ["#000001", "#000002", "#000003"] } });
    const added = Array.from({ length: 24 }, (_, i) => `#${(0xab0000 + i).toString(16)}`);
    const results = await Promise.all([
      ...added.map((color, i) => api<Colors>("POST", ADD, { token: i % 2 ? admin : editor, body: { color } })),
      api<Colors>("POST", REMOVE, { token: editor, body: { color: "#000002" } }),
    ]);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const { colors } = (await api<Colors>("GET", URL, { token: admin })).body;
    expect(colors.slice(0, 2)).toEqual(["#000001", "#000003"]);
    expect([...colors].sort()).toEqual(["#000001", "#000003", ...added].sort());
  });

  it("is idempotent: adding a colour twice keeps one, removing a missing one changes nothing", async () => {
    await api("POST", URL, { token: admin, body: { colors: ["#123456"] } });
    for (let i = 0; i < 2; i++) {
      const again = await api<Colors>("POST", ADD, { token: editor, body: { color: "rgb(1, 2, 3)" } });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ colors: ["#123456", "rgb(1,2,3)"] });
    }
    expect((await api<Colors>("POST", ADD, { token: editor, body: { color: "#123456" } })).body).toEqual({ colors: ["#123456", "rgb(1,2,3)"] });
    for (let i = 0; i < 2; i++) {
      const gone = await api<Colors>("POST", REMOVE, { token: editor, body: { color: "#123456" } });
      expect(gone.status).toBe(200);
      expect(gone.body).toEqual({ colors: ["rgb(1,2,3)"] });
    }
  });

  it("starts a list that was never saved, and removing from it answers an empty list", async () => {
    await api("POST", URL, { token: admin, body: { colors: [] } });
    expect((await api<Colors>("POST", REMOVE, { token: editor, body: { color: "#fff" } })).body).toEqual({ colors: [] });
    expect((await api<Colors>("POST", ADD, { token: editor, body: { color: "#FFF" } })).body).toEqual({ colors: ["#fff"] });
  });

  it("refuses a colour that is not a CSS colour, a 101st colour and anonymous callers, leaving the list alone", async () => {
    await api("POST", URL, { token: admin, body: { colors: ["#abcdef"] } });
    for (const bad of ["red", "#12", "rgb(256,0,0)", "url(javascript:alert(1))"]) {
      const res = await api<ErrorBody>("POST", ADD, { token: editor, body: { color: bad } });
      expect([bad, res.status]).toEqual([bad, 422]);
      expect(res.body.errors?.color).toMatch(/^Culoarea „.*” nu este validă\./);
    }
    const notText = await api<ErrorBody>("POST", ADD, { token: editor, body: { color: { hex: "#fff" } } });
    expect(notText.status).toBe(422);
    expect(notText.body.errors?.color).toBe("Fiecare culoare trebuie să fie un text");
    const missing = await api<ErrorBody>("POST", REMOVE, { token: editor, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.color).toBe("Acest câmp este obligatoriu");
    expect((await api("POST", ADD, { body: { color: "#fff" } })).status).toBe(401);
    expect((await api("POST", REMOVE, { body: { color: "#abcdef" } })).status).toBe(401);
    expect((await api<Colors>("GET", URL, { token: editor })).body).toEqual({ colors: ["#abcdef"] });

    const hundred = Array.from({ length: 100 }, (_, i) => `#${i.toString(16).padStart(6, "0")}`);
    await api("POST", URL, { token: admin, body: { colors: hundred } });
    const full = await api<ErrorBody>("POST", ADD, { token: editor, body: { color: "#fedcba" } });
    expect(full.status).toBe(422);
    expect(full.body.message).toBe("Se pot salva cel mult 100 de culori.");
    // One already in the list is still fine (nothing to add), and a removal makes room.
    expect((await api<Colors>("POST", ADD, { token: editor, body: { color: hundred[5] } })).status).toBe(200);
    expect((await api<Colors>("POST", REMOVE, { token: editor, body: { color: hundred[5] } })).body.colors).toHaveLength(99);
    expect((await api<Colors>("POST", ADD, { token: editor, body: { color: "#fedcba" } })).body.colors.at(-1)).toBe("#fedcba");
  });
});
