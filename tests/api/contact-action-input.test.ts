import { eq } from "drizzle-orm";
import { validateContact, validateContactField } from "@/components/public/contact/contact-validation";
import { CLIENT_ADDRESS_HEADER } from "@/lib/client-address";
import { getDb } from "@/lib/db/client";
import { contactSubmissions, rateLimits } from "@/lib/db/schema";
import { sendContactForm } from "@/lib/server/contact-form";
import { SCRIPT_FIELD } from "@/lib/form-post";
import { CONTACT_MSG } from "@/lib/validation/contact";
import { VALID_LEAD } from "../support/lead";

/**
 * The public contact form's Server Action with control characters (QUALITY R4): the same schema as
 * the API, so a NUL is shown on its field with the visitor's text kept, nothing is stored and the
 * rate limit is not touched. next/headers is the request's headers, as scripts/serve.mjs sets them.
 */
let mockAddress = "203.0.113.10";
jest.mock("next/headers", () => ({
  ...jest.requireActual("next/headers"),
  headers: async () => new Headers({ [CLIENT_ADDRESS_HEADER]: mockAddress }),
}));

/** Typed into the form: the phone as people write it, which the form cleans up. */
const VALID = { ...VALID_LEAD, telefon: "0722 123 456" };

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

async function stored() {
  const db = await getDb();
  return db.select({ nume: contactSubmissions.nume }).from(contactSubmissions);
}

it("shows a NUL on its field, keeps the text, stores nothing and counts nothing", async () => {
  mockAddress = "203.0.113.11";
  const typed = { ...VALID, nume: "Ion\u0000escu", mesaj: "Bună ziua\u001b[31m, aș dori o ofertă." };
  const state = await sendContactForm(form(typed));
  expect(state.status).toBe("refused");
  expect(state.errors).toEqual({ nume: CONTACT_MSG.numeChars, mesaj: CONTACT_MSG.mesajChars });
  expect(state.failure).toBeNull();
  expect(state.values).toEqual(typed);
  expect(await stored()).toEqual([]);
  const db = await getDb();
  expect(await db.select().from(rateLimits).where(eq(rateLimits.key, `contact:${mockAddress}`))).toEqual([]);
});

it("stores the same message once the character is gone", async () => {
  mockAddress = "203.0.113.12";
  const state = await sendContactForm(form(VALID));
  expect(state.status).toBe("sent");
  expect(await stored()).toEqual([{ nume: "Popescu" }]);
});

it("the browser-side checks give the same message before anything is sent", () => {
  expect(validateContactField("prenume", { ...VALID, prenume: "Ana\u0000" })).toBe(CONTACT_MSG.prenumeChars);
  expect(validateContact({ ...VALID, website: "firma\u0007.ro" })).toEqual({ website: CONTACT_MSG.websiteChars });
  expect(validateContact({ ...VALID, mesaj: "Rândul unu,\r\nrândul doi\tși un tab." })).toEqual({});
});

it("marks a refusal of the browser's own post, which opens at the error summary, and not one the page's scripts sent", async () => {
  mockAddress = "203.0.113.13";
  const before = await stored();
  const typed = { ...VALID, email: "ana@" };
  const native = await sendContactForm(form(typed));
  expect(native).toMatchObject({ status: "refused", formPost: true, errors: { email: CONTACT_MSG.emailInvalid }, values: typed });
  const scripted = await sendContactForm(form({ ...typed, [SCRIPT_FIELD]: "1" }));
  expect(scripted).toMatchObject({ status: "refused", formPost: false });
  expect(await stored()).toEqual(before);
});
