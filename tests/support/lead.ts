import type { ContactValues } from "@/lib/leads/contact-form-model";

/** A visitor's contact form with every field valid (SPEC 5): what a test changes is what it is about. */
export const VALID_LEAD: ContactValues = {
  nume: "Popescu",
  prenume: "Ana",
  email: "ana.popescu@firma.ro",
  telefon: "+40722123456",
  website: "firma.ro",
  mesaj: "Aș dori o ofertă pentru SEO și PPC.",
};

let leads = 0;

/**
 * A valid lead with a message of its own: the same e-mail and message within 10 minutes is one lead
 * (QUALITY D10), so a test that means a new lead sends a new message. `overrides` sets the rest.
 */
export function newLead<T extends object = object>(overrides: T = {} as T): Omit<ContactValues, keyof T> & T {
  return { ...VALID_LEAD, mesaj: `${VALID_LEAD.mesaj} Cererea ${++leads}.`, ...overrides };
}
