import { act, fireEvent, render } from "@testing-library/react";
import { LANDING_STORAGE_KEY, resetLandingForTests } from "@/components/public/contact/attribution";
import { AttributionFields } from "@/components/public/contact/attribution-fields";
import { CONSENT_COOKIE, saveConsent } from "@/components/public/consent/consent-store";

/**
 * The public form's hidden attribution fields (issue 32): the landing page's campaign parameters are kept
 * for the visit only after analytics consent; without it a message carries the current page's.
 */
let sent: Record<string, string> | null = null;

function Form() {
  return (
    <form
      aria-label="f"
      onSubmit={(event) => {
        event.preventDefault();
        sent = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
      }}
    >
      <AttributionFields />
      <button type="submit">Trimite</button>
    </form>
  );
}

function setReferrer(value: string) {
  Object.defineProperty(document, "referrer", { value, configurable: true });
}

function submit(container: HTMLElement) {
  fireEvent.submit(container.querySelector("form") as HTMLFormElement);
  return sent as Record<string, string>;
}

beforeEach(() => {
  sent = null;
  resetLandingForTests();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  setReferrer("https://www.google.com/");
  window.history.replaceState({}, "", "/servicii/seo?utm_source=google&utm_medium=cpc&utm_campaign=iarna&gclid=G1");
});

it("without consent stores nothing and sends the current page's parameters and the referrer", () => {
  const { container, unmount } = render(<Form />);
  expect(sessionStorage.getItem(LANDING_STORAGE_KEY)).toBeNull();
  // A client-side navigation to a page without parameters.
  window.history.pushState({}, "", "/contact");
  expect(submit(container)).toEqual({
    page: "http://localhost/contact",
    referrer: "https://www.google.com/",
    utm_source: "",
    utm_medium: "",
    utm_campaign: "",
    utm_term: "",
    utm_content: "",
    gclid: "",
    fbclid: "",
  });
  window.history.pushState({}, "", "/tarife?utm_source=newsletter&fbclid=F9");
  expect(submit(container)).toMatchObject({ page: "http://localhost/tarife?utm_source=newsletter&fbclid=F9", utm_source: "newsletter", fbclid: "F9", gclid: "" });
  unmount();
});

it("with analytics consent keeps the landing page's parameters for the visit and sends them from any page", () => {
  saveConsent({ analytics: true, marketing: false });
  const { container } = render(<Form />);
  expect(JSON.parse(sessionStorage.getItem(LANDING_STORAGE_KEY) as string)).toEqual({
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "iarna",
    gclid: "G1",
    referrer: "https://www.google.com/",
  });
  window.history.pushState({}, "", "/contact?utm_source=altceva");
  expect(submit(container)).toMatchObject({
    page: "http://localhost/contact?utm_source=altceva",
    referrer: "https://www.google.com/",
    utm_source: "google",
    utm_campaign: "iarna",
    gclid: "G1",
  });
});

it("stores the landing page when consent is given later in the visit, and forgets it when consent is withdrawn", () => {
  const { container } = render(<Form />);
  window.history.pushState({}, "", "/despre-noi");
  expect(sessionStorage.getItem(LANDING_STORAGE_KEY)).toBeNull();
  act(() => void saveConsent({ analytics: true, marketing: true }));
  expect(JSON.parse(sessionStorage.getItem(LANDING_STORAGE_KEY) as string)).toMatchObject({ utm_source: "google", gclid: "G1" });
  expect(submit(container)).toMatchObject({ page: "http://localhost/despre-noi", utm_source: "google" });
  act(() => void saveConsent({ analytics: false, marketing: false }));
  expect(sessionStorage.getItem(LANDING_STORAGE_KEY)).toBeNull();
  expect(submit(container)).toMatchObject({ utm_source: "", gclid: "" });
});

it("ignores a referrer from the site itself", () => {
  setReferrer("http://localhost/blog");
  const { container } = render(<Form />);
  expect(submit(container).referrer).toBe("");
});
