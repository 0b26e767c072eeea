import { plainPage } from "@/lib/plain-page";
import { CONTACT_MESSAGE_MAX } from "@/lib/constants";
import { PACKAGE_QUERY } from "@/lib/public-routes";
import { isCrossSiteRequest } from "@/lib/request-origin";
import { CONTACT_MSG } from "@/lib/validation/contact-messages";

/**
 * The public forms (contact form, questionnaire) post to Server Actions from any public page. Sent by
 * the browser itself (no JavaScript, or before the page's scripts ran), a stored message is answered
 * with a 303 to the page at a fragment whose box CSS `:target` shows (post/redirect/get, QUALITY D10):
 * the cached page, no resubmission on reload. A post sent by the page's scripts carries SCRIPT_FIELD
 * and is answered in place (useActionState). proxy.ts refuses, before Next reads a byte, what would
 * otherwise reach the action handler as a 500 (QUALITY R9): another site's post, an undeclared or
 * oversized body.
 */

/** Added by the page's scripts to every form they send (components/public/contact/use-form-action.ts). */
export const SCRIPT_FIELD = "trimis-cu-script";

/** Fragments of the boxes that show a form's outcome after a redirect; one contact form per page uses them. */
export const FORM_OUTCOME = {
  /** The contact form's success at the top of the form. */
  sent: "mesaj-trimis",
  /** A body over the limit: the contact form comes back with "Mesaj prea lung". */
  tooLong: "mesaj-prea-lung",
  /** The questionnaire's "Mulțumim!". */
  questionnaireSent: "chestionar-trimis",
} as const;

/** The page a form was posted from, as the visitor's address has it (path and query); set by proxy.ts. */
export const FORM_PAGE_HEADER = "x-form-page";

/** Next's serverActions.bodySizeLimit (its default, 1 MB): a larger action body never reaches an action. */
export const ACTION_BODY_MAX_BYTES = 1_048_576;

/**
 * Where a stored message sends the visitor: the page it was sent from, without /tarife's plan (it was
 * ordered with this message; the next one starts without it). `page` is the path and query the proxy
 * saw; without it the browser's Referer; anything that is not a path of this site gives the home page.
 */
export function formResultPath(page: string | null, referer: string | null = null): string {
  let url: URL | null = null;
  const base = "http://site.invalid";
  if (page && page.startsWith("/") && !page.startsWith("//") && !page.includes("\\")) url = new URL(page, base);
  else if (referer) {
    try {
      const parsed = new URL(referer);
      url = new URL(`${parsed.pathname}${parsed.search}`, base);
    } catch {
      url = null;
    }
  }
  if (!url) return "/";
  url.searchParams.delete(PACKAGE_QUERY);
  return `${url.pathname}${url.search}`;
}

export type PagePostRefusal =
  /** Another site's page sent it (QUALITY R5). */
  | { status: 403 }
  /** No declared length: the body's size cannot be checked before it is read. */
  | { status: 411 }
  /** Over the limit, from a script (the page's own fetch): a plain refusal it shows as a failure. */
  | { status: 413 }
  /** Over the limit, from a browser's form post: back to the form, where "Mesaj prea lung" shows. */
  | { redirect: string };

/**
 * What proxy.ts answers a POST to a public page with, or null to let Next run the action. `page` is
 * the path and query of the page posted to. Only the declared Content-Length is read: browsers declare
 * it for every form post, and a body is never read here.
 */
export function pagePostRefusal(headers: Headers, page: string, siteUrl?: string): PagePostRefusal | null {
  if (isCrossSiteRequest(headers, siteUrl)) return { status: 403 };
  const declared = headers.get("content-length")?.trim();
  if (!declared || !/^\d+$/.test(declared)) return { status: 411 };
  if (Number(declared) <= ACTION_BODY_MAX_BYTES) return null;
  // Fetch Metadata: a navigation is the browser's own form post; fetch() says "cors" or "same-origin".
  const mode = headers.get("sec-fetch-mode");
  return mode === null || mode === "navigate" ? { redirect: `${page}#${FORM_OUTCOME.tooLong}` } : { status: 413 };
}

/** The texts of the proxy's refusals, in Romanian like everything a visitor sees. */
export const PAGE_POST_MSG = {
  crossSiteTitle: "Cerere refuzată",
  crossSite: "Formularele acestui site pot fi trimise doar de pe paginile lui. Deschide pagina și trimite mesajul de acolo.",
  lengthRequired: "Cererea trebuie să își declare lungimea (Content-Length).",
  /** Under "Mesaj prea lung" (SPEC 5) in the contact form's box, and after it in the 413 a script gets. */
  tooLongHint: `Mesajul nu a fost trimis: scrie cel mult ${CONTACT_MESSAGE_MAX} de caractere și trimite-l din nou.`,
} as const;

export const tooLongText = () => `${CONTACT_MSG.mesajMax}. ${PAGE_POST_MSG.tooLongHint}`;

/** The short page a refused cross-site post gets. */
export const crossSitePage = () => plainPage(PAGE_POST_MSG.crossSiteTitle, PAGE_POST_MSG.crossSite);
