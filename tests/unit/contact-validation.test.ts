/** @jest-environment node */
import fc from "fast-check";
import { ValidationError } from "yup";
import { contactSchema } from "@/lib/validation/contact";
import { VALID_LEAD } from "../support/lead";

// The contact form's schema (SPEC 5), shared by the form, the API and the Server Action: which e-mail
// addresses it lets through (plain local@domain.tld only) and what it makes of line breaks in the
// single-line fields (issue 38).

/** The field errors of a body, first message per field, as the API reports them. */
async function errorsOf(body: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await contactSchema.validate(body, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string> = {};
    for (const e of error.inner) if (e.path && !(e.path in out)) out[e.path] = e.message;
    return out;
  }
}

const chars = (set: string) => fc.constantFrom(...set.split(""));
const LOCAL = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_%+-";
const ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const atom = (set: string, max: number) => fc.string({ unit: chars(set), minLength: 1, maxLength: max });
const label = fc.tuple(atom(ALNUM, 6), fc.array(fc.tuple(fc.integer({ min: 1, max: 2 }), atom(ALNUM, 5)), { maxLength: 2 })).map(
  ([head, rest]) => head + rest.map(([hyphens, part]) => `${"-".repeat(hyphens)}${part}`).join(""),
);
/** local@domain.tld as the pattern describes it, kept under the 100 characters of SPEC 5. */
const plainAddress = fc
  .tuple(fc.array(atom(LOCAL, 8), { minLength: 1, maxLength: 3 }), fc.array(label, { minLength: 1, maxLength: 3 }), atom("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 6).filter((t) => t.length >= 2))
  .map(([local, labels, tld]) => `${local.join(".")}@${labels.join(".")}.${tld}`);

describe("the e-mail address (plain local@domain.tld only)", () => {
  it("accepts every plain address, as typed", async () => {
    await fc.assert(
      fc.asyncProperty(plainAddress, async (email) => {
        const value = await contactSchema.validate({ ...VALID_LEAD, email });
        return value.email === email;
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['"a,b"<v@evil.test>'],
    ["v@[127.0.0.1]"],
    ["=?utf-8?q?x?=v@evil.test"],
    ["Ana <ana@firma.ro>"],
    ["ana@firma.ro, alt@evil.test"],
    ["ana@firma.ro\nBcc: alt@evil.test"],
    ['"ana"@firma.ro'],
    ["a..b@firma.ro"],
    [".ana@firma.ro"],
    ["ana.@firma.ro"],
    ["ana@firma"],
    ["ana@firma.r"],
    ["ana@firma.r0"],
    ["ana@-firma.ro"],
    ["ana@firma-.ro"],
    ["ana@firma..ro"],
    ["an a@firma.ro"],
    ["ana@@firma.ro"],
    ["ană@firma.ro"],
  ])("refuses %p with SPEC 5's message", async (email) => {
    expect(await errorsOf({ ...VALID_LEAD, email })).toEqual({ email: "Email invalid" });
  });

  // Inside the address: at either end a space would only be trimmed away, as the form does.
  it("refuses a plain address with any character outside the pattern spliced into it", async () => {
    const outside = fc.constantFrom(..."\"'<>(),;:[]\\ =?!#$&*/^`{|}~".split(""), "ă", "ș", "\u00a0");
    await fc.assert(
      fc.asyncProperty(plainAddress, outside, fc.nat(), async (email, c, at) => {
        const i = 1 + (at % (email.length - 1));
        const errors = await errorsOf({ ...VALID_LEAD, email: email.slice(0, i) + c + email.slice(i) });
        return errors.email === "Email invalid";
      }),
      { numRuns: 300 },
    );
  });

  it("takes time in proportion to the input, however long and however nearly valid", async () => {
    const started = Date.now();
    for (const email of [`a@${"b-".repeat(200_000)}`, `${"a.".repeat(200_000)}@x`, `a@${"b.".repeat(200_000)}1`]) {
      expect((await errorsOf({ ...VALID_LEAD, email })).email).toBeDefined();
    }
    // Linear patterns take milliseconds here; a backtracking one would take minutes.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("line breaks in the single-line fields", () => {
  const breaks = fc.constantFrom("\n", "\r\n", "\r", "\n\n", " \r\n  ");
  const word = atom("abcdefghijklmnopqrstuvwxyzăâîșț", 8);
  /** Words joined by line breaks, and the same words joined by one space. */
  const broken = fc
    .array(fc.tuple(word, breaks), { minLength: 2, maxLength: 4 })
    .map((parts) => ({ typed: parts.map(([w, b]) => w + b).join("").trimEnd() + "x", expected: parts.map(([w]) => w).join(" ") + "x" }))
    .filter(({ expected }) => expected.length <= 100);

  it.each(["nume", "prenume", "website", "selected_package"])("%s: each break becomes one space", async (field) => {
    await fc.assert(
      fc.asyncProperty(broken, async ({ typed, expected }) => {
        const value = await contactSchema.validate({ ...VALID_LEAD, [field]: typed }, { stripUnknown: true });
        return (value as Record<string, unknown>)[field] === expected;
      }),
      { numRuns: 100 },
    );
  });

  it("telefon: a break is a space, which the phone pattern refuses", async () => {
    expect(await errorsOf({ ...VALID_LEAD, telefon: "+40722\r\n123456" })).toEqual({ telefon: "Număr de telefon invalid" });
  });

  it("the message keeps its lines", async () => {
    const value = await contactSchema.validate({ ...VALID_LEAD, mesaj: "Bună ziua,\r\naș dori o ofertă.\n\nMulțumesc" });
    expect(value.mesaj).toBe("Bună ziua,\r\naș dori o ofertă.\n\nMulțumesc");
  });
});
