import type { DashboardData } from "@/lib/dto/dashboard";
import type { SiteSettingsDto } from "@/lib/dto/settings";
import { MESSAGES } from "@/lib/server/http/api-error";
import { DEMO_IDENTITY } from "@/lib/site-config";
import { SETTINGS_MSG } from "@/lib/validation/settings";
import { api, tokens } from "../support/api";

type ErrorBody = { message: string; errors?: Record<string, string> };

const URL = "/api/settings";

let admin: string;
let editor: string;
beforeAll(async () => ({ admin, editor } = await tokens()));

describe("the agency's settings (Setări)", () => {
  it("start blank and unsaved (the site shows the demo identity); admins only", async () => {
    const res = await api<SiteSettingsDto>("GET", URL, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.saved).toBe(false);
    expect(res.body.updated_at).toBeNull();
    expect(res.body.settings.phone).toBe("");
    expect(res.body.settings.facebook).toBe("");
    expect((await api("GET", URL, { token: editor })).status).toBe(403);
    expect((await api("PUT", URL, { token: editor, body: { phone: "+40721000000" } })).status).toBe(403);
    expect((await api("GET", URL)).status).toBe(401);
  });

  it("refuses what the site could not show, field by field, in Romanian, and keeps what was stored", async () => {
    const res = await api<ErrorBody>("PUT", URL, {
      token: admin,
      body: {
        officeEmail: '"a,b"<v@evil.test>',
        phone: "072",
        facebook: "https://www.facebook.com/",
        linkedin: "http://www.linkedin.com/company/agentia",
        odrUrl: "https://ec.europa.eu/consumers/odr/main",
        gtmId: "UA-12345",
        companyCui: "RO12A",
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      officeEmail: SETTINGS_MSG.email,
      phone: SETTINGS_MSG.phone,
      facebook: SETTINGS_MSG.profile,
      linkedin: SETTINGS_MSG.https,
      odrUrl: SETTINGS_MSG.odr,
      gtmId: SETTINGS_MSG.gtm,
      companyCui: SETTINGS_MSG.cui,
    });
    expect((await api<SiteSettingsDto>("GET", URL, { token: admin })).body.saved).toBe(false);
  });

  it("the admins' dashboard names the identity settings that still show their demo value", async () => {
    const dashboard = async (token: string) => (await api<DashboardData>("GET", "/api/dashboard", { token })).body.demoFields;
    expect(await dashboard(admin)).toEqual(Object.keys(DEMO_IDENTITY));
    expect(await dashboard(editor)).toEqual([]);
    expect((await api("PUT", URL, { token: admin, body: { brandName: "Agenția Nord", phone: "+40 721 000 111" } })).status).toBe(200);
    expect(await dashboard(admin)).toEqual(Object.keys(DEMO_IDENTITY).filter((field) => field !== "brandName" && field !== "phone"));
    const complete = Object.fromEntries(Object.keys(DEMO_IDENTITY).map((field) => [field, ""]));
    const real = { ...complete, brandName: "Agenția Nord", phone: "+40 721 000 111", officeEmail: "contact@nord.ro", salesEmail: "oferte@nord.ro", companyName: "Agenția Nord SRL", companyCui: "RO12345678", companyRegistry: "J12/345/2019", companyAddress: "Str. Lungă 2, Cluj-Napoca" };
    expect((await api("PUT", URL, { token: admin, body: real })).status).toBe(200);
    expect(await dashboard(admin)).toEqual([]);
  });

  it("saves, reads back, and refuses a save over a newer one (409) without losing it", async () => {
    const first = await api<SiteSettingsDto>("PUT", URL, {
      token: admin,
      body: { brandName: "Agenția Nord", phone: "+40 721 000 111", facebook: "https://www.facebook.com/agentia-nord", gtmId: "GTM-AB12CD3" },
    });
    expect(first.status).toBe(200);
    expect(first.body.saved).toBe(true);
    expect(first.body.settings).toMatchObject({ brandName: "Agenția Nord", phone: "+40 721 000 111", gtmId: "GTM-AB12CD3", instagram: "" });

    const loaded = await api<SiteSettingsDto>("GET", URL, { token: admin });
    expect(loaded.body).toEqual(first.body);

    const second = await api<SiteSettingsDto>("PUT", URL, {
      token: admin,
      body: { ...loaded.body.settings, phone: "+40 721 000 222", updated_at: loaded.body.updated_at },
    });
    expect(second.status).toBe(200);
    const stale = await api<ErrorBody>("PUT", URL, {
      token: admin,
      body: { ...loaded.body.settings, phone: "+40 721 000 333", updated_at: loaded.body.updated_at },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(MESSAGES.stale);
    expect((await api<SiteSettingsDto>("GET", URL, { token: admin })).body.settings.phone).toBe("+40 721 000 222");
  });
});
