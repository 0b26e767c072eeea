import { CONTACT_FIELDS, type ContactErrors, type ContactFieldName } from "@/lib/leads/contact-form-model";
import { Icon } from "@/components/public/icons/icon";

/**
 * SPEC 8: success in green, failure in red. The polite status region is always in the DOM (a region
 * must exist before its text changes to be announced) and takes no room while empty; an alert is
 * announced when inserted, so it exists only while there is a failure to report.
 */
export function ContactFormStatus({ success, failure }: { success: string | null; failure: string | null }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {success ? (
          <p className="mt-5 flex items-start gap-2.5 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-600/30">
            <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0" />
            {success}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="mt-5 flex items-start gap-2.5 rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-700 ring-1 ring-red-600/30">
          <Icon name="alert" className="mt-0.5 h-4 w-4 shrink-0" />
          {failure}
        </p>
      ) : null}
    </>
  );
}

type SummaryProps = {
  /** The form's permalink fragment: the page that answers the browser's own post opens here, focused. */
  id: string;
  errors: ContactErrors;
  /** The id of a field's control, for the links. */
  fieldId: (name: ContactFieldName) => string;
  /** A refusal about nothing the visitor can fix in a field (the rate limit, an outage), or null. */
  failure: string | null;
};

/**
 * What was wrong with a form the browser posted itself (no scripts yet), at the top of the form: the
 * answered page opens here (its address names it), so on a phone the visitor sees why the message was
 * not sent instead of an untouched form, and each error links to its field. The page's scripts check
 * fields as they are typed and never need it.
 */
export function ContactErrorSummary({ id, errors, fieldId, failure }: SummaryProps) {
  const invalid = CONTACT_FIELDS.filter((name) => errors[name]);
  const titleId = `${id}-titlu`;
  return (
    <div
      id={id}
      tabIndex={-1}
      role="region"
      aria-labelledby={titleId}
      className="mb-5 scroll-mt-28 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-600/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
    >
      <p id={titleId} className="flex items-start gap-2.5 font-semibold">
        <Icon name="alert" className="mt-0.5 h-4 w-4 shrink-0" />
        {SUMMARY_TITLE}
      </p>
      {invalid.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-10.5 marker:text-red-600">
          {invalid.map((name) => (
            <li key={name}>
              <a href={`#${fieldId(name)}`} className="underline underline-offset-2 hover:no-underline">
                {errors[name]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {failure ? <p className="mt-1 pl-6.5">{failure}</p> : null}
    </div>
  );
}

/** The summary's title: what happened, before the list of what to fix. */
export const SUMMARY_TITLE = "Mesajul nu a fost trimis";
