import type { AuditList } from "@/lib/dto/audit";
import { api, tokens } from "../support/api";

let admin: string;
let editor: string;
beforeAll(async () => ({ admin, editor } = await tokens()));

const log = async (query = "") => (await api<AuditList>("GET", `/api/audit-log${query}`, { token: admin })).body;

describe("Jurnal de activitate", () => {
  it("lists every staff action newest first, filtered by person, entity, action and day; never a password", async () => {
    await api("POST", "/api/auth/login", { body: { email: "editor@test.ro", password: "parola-gresita-1" } });
    await api("POST", "/api/categories", { token: editor, body: { name: "Categorie din jurnal" } });
    const everything = await log();
    expect(everything.entries[0]).toMatchObject({ user_email: "editor@test.ro", action: "create", entity: "category", summary: "Categorie „Categorie din jurnal”: creare" });
    const failed = everything.entries.find((e) => e.action === "sign-in-failed");
    expect(failed).toMatchObject({ user_email: "editor@test.ro", entity: "session", summary: "Autentificare eșuată: editor@test.ro" });
    expect(JSON.stringify(everything)).not.toContain("parola-gresita-1");

    expect((await log("?user=editor@test.ro&entity=category")).entries.map((e) => e.summary)).toEqual(["Categorie „Categorie din jurnal”: creare"]);
    expect((await log("?action=sign-in")).entries.every((e) => e.action === "sign-in")).toBe(true);
    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Bucharest" }).format(new Date());
    expect((await log(`?from=${today}&to=${today}&entity=category`)).entries.length).toBe(1);
    expect((await log("?from=2000-01-01&to=2000-01-02")).entries).toEqual([]);
  });

  it("is for admins only", async () => {
    expect((await api("GET", "/api/audit-log", { token: editor })).status).toBe(403);
    expect((await api("GET", "/api/audit-log")).status).toBe(401);
  });
});
