"use client";

import { SiteLink } from "@/components/public/site-link";
import { CONTACT_MESSAGE_MAX } from "@/lib/constants";
import { CONTACT_MSG, HONEYPOT_FIELD } from "@/lib/validation/contact-messages";
import { AttributionFields } from "./attribution-fields";
import { ContactField, type ContactTone } from "./contact-field";
import { remainingCharactersText, type ContactErrors } from "@/lib/leads/contact-form-model";
import type { ContactFormState } from "@/lib/leads/contact-form-state";
import { ContactErrorSummary, ContactFormStatus } from "./contact-form-status";

export const DEFAULT_SUBMIT_LABEL = "Trimite mesajul";
/** The error summary's id, which the form's permalink names (its page answers the browser's own post). */
export const errorSummaryId = (idPrefix: string) => `${idPrefix}-erori`;
export const SENDING_LABEL = "Se trimite...";

const BUTTON: Record<ContactTone, string> = {
  light: "bg-brand-600 text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700 focus-visible:outline-brand-600",
  dark: "bg-white text-brand-900 shadow-xl shadow-brand-900/25 hover:bg-ink hover:text-white focus-visible:outline-white",
};

/** Whether the fields open with the error summary: a refusal of the browser's own post with something to say. */
export function showsErrorSummary(state: ContactFormState, showFailure = true): boolean {
  return state.formPost && state.status === "refused" && ((showFailure && state.failure !== null) || Object.keys(state.errors).length > 0);
}

type Props = {
  /** Unique per instance: prefixes the ids of the inputs. */
  idPrefix: string;
  tone: ContactTone;
  /** The server's last answer: what the fields show first, the success or failure text. */
  state: ContactFormState;
  /** The errors shown now (the server's, then the checks' as the visitor types). */
  errors: ContactErrors;
  messageLength: number;
  pending: boolean;
  submitLabel: string;
  /** The submit button's name and value, for a form with more than one way to be sent (the questionnaire). */
  submitName?: string;
  submitValue?: string;
  /** false: the failure text is left out (SPEC 8: the questionnaire's failure is only logged). */
  showFailure?: boolean;
};

/**
 * The contact form's fields (SPEC 5), the honeypot, the privacy note, the submit button and the
 * status line, inside a form that its owner renders (ContactForm, or the questionnaire's last step).
 * A refusal of the browser's own post shows at the top as well, in the error summary.
 */
export function ContactFields({ idPrefix, tone, state, errors, messageLength, pending, submitLabel, submitName, submitValue, showFailure = true }: Props) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const values = state.values;
  const left = CONTACT_MESSAGE_MAX - messageLength;
  // A stored message re-creates the fields empty: a message sent after the checks loaded mid-submit is
  // handed to the action directly, and React resets only forms that it submitted itself.
  const key = state.receipt ?? "form";
  const failure = showFailure ? state.failure : null;
  const summary = showsErrorSummary(state, showFailure);
  return (
    <>
      {summary ? <ContactErrorSummary id={errorSummaryId(idPrefix)} errors={state.errors} fieldId={id} failure={failure} /> : null}
      <p className={`mb-4 text-sm ${tone === "dark" ? "text-white/80" : "text-muted"}`}>Toate câmpurile sunt obligatorii.</p>
      <div key={key} className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
        <ContactField tone={tone} id={id("nume")} name="nume" label="Nume" defaultValue={values.nume} error={errors.nume} autoComplete="family-name" placeholder="Popescu" />
        <ContactField tone={tone} id={id("prenume")} name="prenume" label="Prenume" defaultValue={values.prenume} error={errors.prenume} autoComplete="given-name" placeholder="Andrei" />
        <ContactField tone={tone} id={id("email")} name="email" label="Email" type="email" defaultValue={values.email} error={errors.email} autoComplete="email" placeholder="nume@firma.ro" />
        <ContactField tone={tone} id={id("telefon")} name="telefon" label="Telefon" type="tel" inputMode="tel" defaultValue={values.telefon} error={errors.telefon} autoComplete="tel" placeholder="07xx xxx xxx" />
        <ContactField
          tone={tone}
          id={id("website")}
          name="website"
          label="Website sau companie"
          defaultValue={values.website}
          error={errors.website}
          autoComplete="organization"
          placeholder="www.firma.ro sau Firma SRL"
          className="sm:col-span-2"
        />
        <ContactField
          tone={tone}
          id={id("mesaj")}
          name="mesaj"
          label="Mesaj"
          multiline
          defaultValue={values.mesaj}
          error={errors.mesaj}
          placeholder="Spune-ne pe scurt despre afacerea ta și ce obiective ai."
          hint={remainingCharactersText(messageLength)}
          hintOver={left < 0}
          className="sm:col-span-2"
        />
      </div>

      {/* Honeypot (QUALITY R1): off-screen rather than display:none, which some bots skip; never read aloud or tabbed to. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={id(HONEYPOT_FIELD)}>Nu completați acest câmp</label>
        <input id={id(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <AttributionFields />

      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className={`text-xs leading-relaxed sm:max-w-xs ${tone === "dark" ? "text-white/75" : "text-muted"}`}>
          Folosim datele doar pentru a-ți răspunde. Detalii în{" "}
          <SiteLink href="/politica-de-confidentialitate" className={`font-semibold underline underline-offset-2 ${tone === "dark" ? "text-white" : "text-brand-700"}`}>
            Politica de confidențialitate
          </SiteLink>
          .
        </p>
        <button
          type="submit"
          name={submitName}
          value={submitValue}
          disabled={pending}
          className={`inline-flex h-13 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full px-8 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-4 disabled:cursor-wait disabled:opacity-80 ${BUTTON[tone]}`}
        >
          {pending ? (
            <>
              <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none" />
              {SENDING_LABEL}
            </>
          ) : (
            submitLabel
          )}
        </button>
      </div>

      <ContactFormStatus success={state.status === "sent" ? CONTACT_MSG.success : null} failure={summary ? null : failure} />
    </>
  );
}
