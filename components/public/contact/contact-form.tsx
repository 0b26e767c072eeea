"use client";

import { SiteLink } from "@/components/public/site-link";
import { useNearViewport } from "@/components/public/use-near-viewport";
import { CONTACT_MESSAGE_MAX } from "@/lib/constants";
import { CONTACT_MSG, HONEYPOT_FIELD } from "@/lib/validation/contact-messages";
import { ContactField, type ContactTone } from "./contact-field";
import { remainingCharactersText } from "./contact-form-model";
import { ContactFormStatus } from "./contact-form-status";
import { SelectedPackageChip } from "./selected-package-chip";
import { setSelectedPackage, useSelectedPackage } from "./selected-package-store";
import { useContactForm } from "./use-contact-form";

export type ContactFormProps = {
  /** Unique per instance: prefixes the ids of the inputs. */
  idPrefix: string;
  /** Overrides the shared store (selected-package-store) when given; null means "no package". */
  selectedPackage?: string | null;
  /** Questionnaire answers: question id -> value, or values for a checkbox question. */
  answers?: Record<string, string | string[]>;
  /** Default "Trimite mesajul"; the questionnaire passes "Trimite" (SPEC 4). */
  submitLabel?: string;
  /** dark = on the purple footer gradient. */
  tone?: "light" | "dark";
  /**
   * The footer's form: its fields are drawn as look-alikes without form controls until the form
   * comes within a screen of the viewport. Chromium's autofill looks at every form control when the
   * page is parsed, and for one in a part of the page that skips rendering (the footer is
   * below-the-fold) it lays that whole part out: 40-70 ms of a slow phone's first second, for a
   * form the visitor may never reach. The look-alikes are hidden from screen readers; the heading,
   * the contact links and the submit button stay, and focusing the button brings the form near.
   */
  fieldsNearViewport?: boolean;
  /** After a stored message (the questionnaire shows its Mulțumim! screen). */
  onSuccess?: () => void;
  /**
   * After a failed submission. When given, the caller owns the failure and the form shows no red
   * message: the questionnaire only logs it (SPEC 8). Field errors from the server still show.
   */
  onError?: (error: unknown) => void;
};

export const DEFAULT_SUBMIT_LABEL = "Trimite mesajul";
export const SENDING_LABEL = "Se trimite...";

const BUTTON: Record<ContactTone, string> = {
  light: "bg-brand-600 text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700 focus-visible:outline-brand-600",
  dark: "bg-white text-brand-900 shadow-xl shadow-brand-900/25 hover:bg-ink hover:text-white focus-visible:outline-white",
};

/**
 * The public contact form (footer, /contact, the questionnaire's last step). Plain React state and the
 * shared yup schema: no Formik and nothing from the portal, so the public bundle stays small.
 */
export function ContactForm({
  idPrefix,
  selectedPackage,
  answers,
  submitLabel = DEFAULT_SUBMIT_LABEL,
  tone = "light",
  fieldsNearViewport = false,
  onSuccess,
  onError,
}: ContactFormProps) {
  const storePackage = useSelectedPackage();
  const controlled = selectedPackage !== undefined;
  const packageName = controlled ? selectedPackage : storePackage;

  const { formRef, values, errors, status, change, blur, submit, prepare } = useContactForm({
    selectedPackage: packageName,
    answers,
    onSuccess: () => {
      // The package was ordered with this message; the next message starts without it.
      if (!controlled) setSelectedPackage(null);
      onSuccess?.();
    },
    onError,
  });

  const [nearRef, near] = useNearViewport<HTMLDivElement>("100%");
  const live = !fieldsNearViewport || near;

  const id = (name: string) => `${idPrefix}-${name}`;
  const sending = status.kind === "sending";
  const field = { tone, onChange: change, onBlur: blur, live } as const;
  const left = CONTACT_MESSAGE_MAX - values.mesaj.length;

  return (
    <form ref={formRef} method="post" noValidate aria-label="Formular de contact" aria-busy={sending} onSubmit={submit} onFocus={prepare} className="relative">
      {packageName ? (
        <SelectedPackageChip name={packageName} tone={tone} onRemove={controlled ? undefined : () => setSelectedPackage(null)} />
      ) : null}
      <p className={`mb-4 text-sm ${tone === "dark" ? "text-white/80" : "text-muted"}`}>Toate câmpurile sunt obligatorii.</p>

      <div ref={fieldsNearViewport ? nearRef : undefined} aria-hidden={live ? undefined : true} className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
        <ContactField {...field} id={id("nume")} name="nume" label="Nume" value={values.nume} error={errors.nume} autoComplete="family-name" placeholder="Popescu" />
        <ContactField {...field} id={id("prenume")} name="prenume" label="Prenume" value={values.prenume} error={errors.prenume} autoComplete="given-name" placeholder="Andrei" />
        <ContactField {...field} id={id("email")} name="email" label="Email" type="email" value={values.email} error={errors.email} autoComplete="email" placeholder="nume@firma.ro" />
        <ContactField {...field} id={id("telefon")} name="telefon" label="Telefon" type="tel" inputMode="tel" value={values.telefon} error={errors.telefon} autoComplete="tel" placeholder="07xx xxx xxx" />
        <ContactField
          {...field}
          id={id("website")}
          name="website"
          label="Website sau companie"
          value={values.website}
          error={errors.website}
          autoComplete="organization"
          placeholder="www.firma.ro sau Firma SRL"
          className="sm:col-span-2"
        />
        <ContactField
          {...field}
          id={id("mesaj")}
          name="mesaj"
          label="Mesaj"
          multiline
          value={values.mesaj}
          error={errors.mesaj}
          placeholder="Spune-ne pe scurt despre afacerea ta și ce obiective ai."
          hint={remainingCharactersText(values.mesaj.length)}
          hintOver={left < 0}
          className="sm:col-span-2"
        />
      </div>

      {/* Honeypot (QUALITY R1): off-screen rather than display:none, which some bots skip; never read aloud or tabbed to. */}
      {live ? (
        <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
          <label htmlFor={id(HONEYPOT_FIELD)}>Nu completați acest câmp</label>
          <input id={id(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      ) : null}

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
          disabled={sending}
          className={`inline-flex h-13 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full px-8 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-4 disabled:cursor-wait disabled:opacity-80 ${BUTTON[tone]}`}
        >
          {sending ? (
            <>
              <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none" />
              {SENDING_LABEL}
            </>
          ) : (
            submitLabel
          )}
        </button>
      </div>

      <ContactFormStatus success={status.kind === "success" ? CONTACT_MSG.success : null} failure={status.kind === "error" ? status.message : null} />
    </form>
  );
}
