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
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2.2">
              <path d="m4.5 10.5 3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {success}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="mt-5 flex items-start gap-2.5 rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-700 ring-1 ring-red-600/30">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0" fill="currentColor">
            <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm0 6.8h1.8v1.8H9.1v-1.8Z" />
          </svg>
          {failure}
        </p>
      ) : null}
    </>
  );
}
