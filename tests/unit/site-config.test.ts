import { organizationJsonLd } from "@/lib/seo/json-ld";
import { buildSiteConfig, DEMO_IDENTITY } from "@/lib/site-config";

// The agency's identity settings (today NEXT_PUBLIC_* variables; the tests run with none of them set).

const REAL_IDENTITY = {
  brandName: "Agenția Nord",
  phone: "+40 721 000 111",
  officeEmail: "contact@agentia-nord.ro",
  salesEmail: "oferte@agentia-nord.ro",
  companyName: "Agenția Nord SRL",
  companyCui: "RO12345678",
  companyRegistry: "J12/345/2019",
  companyAddress: "Str. Memorandumului nr. 2, Cluj-Napoca",
};

describe("site identity settings", () => {
  it("with nothing set: the demo identity, flagged as such, no social profile and no SOL link, the ANPC SAL link kept", () => {
    const siteConfig = buildSiteConfig({});
    expect(siteConfig.isDemoIdentity).toBe(true);
    expect(siteConfig.phone).toBe(DEMO_IDENTITY.phone);
    expect(siteConfig.company.cui).toBe("RO00000000");
    expect(siteConfig.social).toEqual({});
    expect(siteConfig.disputes).toEqual({ anpcSal: "https://anpc.ro/ce-este-sal/", odr: null });
  });

  it("is the demo identity only while every identity field is unset; blank counts as unset", () => {
    const real = buildSiteConfig(REAL_IDENTITY);
    expect(real.isDemoIdentity).toBe(false);
    expect(real.demoFields).toEqual([]);
    expect(real.company).toEqual({ name: "Agenția Nord SRL", cui: "RO12345678", registry: "J12/345/2019", address: "Str. Memorandumului nr. 2, Cluj-Napoca" });

    const partly = buildSiteConfig({ phone: "+40 721 000 111", companyCui: "  " });
    expect(partly.isDemoIdentity).toBe(false);
    expect(partly.demoFields).toEqual(["brandName", "officeEmail", "salesEmail", "companyName", "companyCui", "companyRegistry", "companyAddress"]);
    expect(partly.company.cui).toBe("RO00000000");

    expect(buildSiteConfig({ brandTagline: "Altceva", schedule: "Non-stop", gtmId: "GTM-X" }).isDemoIdentity).toBe(true);
  });

  it("keeps a social profile only when it is a page under the network, never its home page or a non-web address", () => {
    const config = buildSiteConfig({
      facebook: " https://www.facebook.com/agentia.nord ",
      instagram: "https://www.instagram.com/",
      linkedin: "javascript:alert(1)",
      tiktok: "www.tiktok.com/@agentia",
    });
    expect(config.social).toEqual({ facebook: "https://www.facebook.com/agentia.nord" });
    expect(buildSiteConfig({ linkedin: "https://www.linkedin.com/company/agentia-nord/", tiktok: "https://www.tiktok.com/@agentia" }).social).toEqual({
      linkedin: "https://www.linkedin.com/company/agentia-nord/",
      tiktok: "https://www.tiktok.com/@agentia",
    });
  });

  it("links SOL only to a working address: never the EU ODR platform closed on 20 July 2025", () => {
    for (const closed of ["https://ec.europa.eu/consumers/odr", "https://ec.europa.eu/consumers/odr/main/?event=main.home2.show", "http://EC.EUROPA.EU/consumers/odr/"]) {
      expect(buildSiteConfig({ odrUrl: closed }).disputes.odr).toBeNull();
    }
    expect(buildSiteConfig({ odrUrl: "nu este o adresă" }).disputes.odr).toBeNull();
    expect(buildSiteConfig({ odrUrl: "https://consumer-redress.ec.europa.eu/index_ro" }).disputes.odr).toBe("https://consumer-redress.ec.europa.eu/index_ro");
    expect(buildSiteConfig({ anpcSalUrl: "https://anpc.ro/sal/" }).disputes.anpcSal).toBe("https://anpc.ro/sal/");
  });

  it("JSON-LD names the same profiles as the footer (sameAs), and none while none is set", () => {
    expect(organizationJsonLd(buildSiteConfig({}))).not.toHaveProperty("sameAs");
    const config = buildSiteConfig({ facebook: "https://www.facebook.com/agentia.nord", instagram: "https://www.instagram.com/" });
    expect(organizationJsonLd(config).sameAs).toEqual(["https://www.facebook.com/agentia.nord"]);
  });
});
