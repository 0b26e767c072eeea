import type { SubmissionRow } from "@/lib/api/hooks";
import { ATTRIBUTION_LABELS as ROWS } from "@/lib/attribution";

/** Where the lead came from; only the values it has, nothing when it has none (text, never a link). */
export function AttributionList({ attribution }: { attribution: SubmissionRow["attribution"] }) {
  const rows = ROWS.filter(([key]) => attribution?.[key]);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="inbox-attribution-title">
      <h3 id="inbox-attribution-title" className="text-sm font-semibold text-ink">
        Proveniență
      </h3>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([key, label]) => (
          <div key={key} className="contents">
            <dt className="font-medium text-muted">{label}</dt>
            <dd className="break-all text-ink">{attribution[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
