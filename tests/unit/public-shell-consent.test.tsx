import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { ConsentManager } from "@/components/public/consent/consent-manager";
import {
  CONSENT_COOKIE,
  CONSENT_STORAGE_KEY,
  consentBootstrapScript,
  openCookieSettings,
} from "@/components/public/consent/consent-store";
import { CookieSettingsLink } from "@/components/public/consent/cookie-settings";

type Win = Window & { dataLayer?: unknown[]; gtag?: unknown; __consentDefaults?: boolean };
const win = window as Win;

/** dataLayer entries as plain arrays (gtag pushes `arguments` objects). */
function entries(): unknown[][] {
  return (win.dataLayer ?? []).map((e) => (Array.isArray(e) || (e && typeof e === "object" && "length" in e) ? Array.from(e as ArrayLike<unknown>) : [e]));
}
const consentCalls = (kind: "default" | "update") => entries().filter((e) => e[0] === "consent" && e[1] === kind).map((e) => e[2]);
const gtmScripts = () => document.querySelectorAll('script[src*="googletagmanager.com/gtm.js"]');

function runBootstrap() {
  new Function(consentBootstrapScript())();
}

beforeEach(() => {
  delete win.dataLayer;
  delete win.gtag;
  delete win.__consentDefaults;
  localStorage.clear();
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  document.head.querySelectorAll("script").forEach((s) => s.remove());
});

const DENIED = { ad_storage: "denied", analytics_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" };

describe("Consent Mode bootstrap (inline script)", () => {
  it("pushes the v2 defaults, all denied, as the first dataLayer entry", () => {
    runBootstrap();
    expect(entries()[0]).toEqual(["consent", "default", { ...DENIED, wait_for_update: 500 }]);
    expect(consentCalls("update")).toEqual([]);
    runBootstrap(); // idempotent
    expect(consentCalls("default")).toHaveLength(1);
  });

  it("replays a stored choice right after the defaults for a returning visitor", () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ v: 1, necessary: true, analytics: true, marketing: false, at: "x" }));
    runBootstrap();
    expect(consentCalls("update")).toEqual([{ ...DENIED, analytics_storage: "granted" }]);
  });

  it("ignores a choice stored by another version", () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ v: 0, analytics: true, marketing: true }));
    runBootstrap();
    expect(consentCalls("update")).toEqual([]);
  });
});

describe("cookie banner and Google Tag Manager", () => {
  it("loads nothing before consent, then grants everything and injects GTM on Acceptă toate", () => {
    runBootstrap();
    render(<ConsentManager gtmId="GTM-TEST1" />);
    const banner = screen.getByRole("dialog", { name: "Cookie-uri și confidențialitate" });
    expect(gtmScripts()).toHaveLength(0);
    fireEvent.click(within(banner).getByRole("button", { name: "Acceptă toate" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(consentCalls("update").at(-1)).toEqual({
      ad_storage: "granted",
      analytics_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
    expect(gtmScripts()).toHaveLength(1);
    expect(gtmScripts()[0].getAttribute("src")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-TEST1");
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) as string)).toMatchObject({ v: 1, analytics: true, marketing: true });
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=`);
  });

  it("on a page still loading, the first-visit banner waits for its load event", () => {
    runBootstrap();
    const readyState = jest.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    try {
      render(<ConsentManager gtmId="GTM-TEST1" />);
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      act(() => {
        readyState.mockReturnValue("complete");
        window.dispatchEvent(new Event("load"));
      });
      expect(screen.getByRole("dialog", { name: "Cookie-uri și confidențialitate" })).toBeVisible();
    } finally {
      readyState.mockRestore();
    }
  });

  it("Respinge keeps everything denied, stores the choice and never loads GTM", () => {
    runBootstrap();
    const { unmount } = render(<ConsentManager gtmId="GTM-TEST1" />);
    fireEvent.click(screen.getByRole("button", { name: "Respinge" }));
    expect(consentCalls("update").at(-1)).toEqual(DENIED);
    expect(gtmScripts()).toHaveLength(0);
    unmount();
    // A new page load remembers the choice: no banner.
    render(<ConsentManager gtmId="GTM-TEST1" />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(gtmScripts()).toHaveLength(0);
  });

  it("Alege opens per-category toggles; necessary cookies stay on", () => {
    runBootstrap();
    render(<ConsentManager gtmId="GTM-TEST1" />);
    fireEvent.click(screen.getByRole("button", { name: "Alege" }));
    const necessary = screen.getByRole("switch", { name: /Necesare/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const analytics = screen.getByRole("switch", { name: "Analiză" });
    const marketing = screen.getByRole("switch", { name: "Marketing" });
    expect(analytics).not.toBeChecked();
    expect(marketing).not.toBeChecked();
    fireEvent.click(analytics);
    fireEvent.click(screen.getByRole("button", { name: "Salvează preferințele" }));
    expect(consentCalls("update").at(-1)).toEqual({ ...DENIED, analytics_storage: "granted" });
    expect(gtmScripts()).toHaveLength(1);
  });

  it("never injects GTM without an id, even with consent", () => {
    runBootstrap();
    render(<ConsentManager gtmId="" />);
    fireEvent.click(screen.getByRole("button", { name: "Acceptă toate" }));
    expect(gtmScripts()).toHaveLength(0);
    expect(consentCalls("update").at(-1)).toMatchObject({ analytics_storage: "granted" });
  });

  it("can be reopened later (Setări cookie-uri) with the stored choice preselected", () => {
    runBootstrap();
    render(
      <>
        <ConsentManager gtmId="" />
        <CookieSettingsLink />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Acceptă toate" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // A link to the cookie policy's settings section (what works without JavaScript); with scripts a click opens them here.
    const link = screen.getByRole("link", { name: "Setări cookie-uri" });
    expect(link).toHaveAttribute("href", "/politica-de-utilizare-cookies#setari-cookie-uri");
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByRole("dialog", { name: "Cookie-uri și confidențialitate" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Marketing" })).toBeChecked();
    fireEvent.click(screen.getByRole("switch", { name: "Marketing" }));
    fireEvent.click(screen.getByRole("button", { name: "Salvează preferințele" }));
    expect(consentCalls("update").at(-1)).toEqual({ ...DENIED, analytics_storage: "granted" });
    act(() => openCookieSettings());
    expect(screen.getByRole("switch", { name: "Marketing" })).not.toBeChecked();
  });
});
