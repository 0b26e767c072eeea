import { SUBMISSION_STATUSES } from "@/lib/validation/leads";

/** The follow-up states as <option>s, for the message's status select and the inbox filter. */
export function StatusOptions() {
  return SUBMISSION_STATUSES.map(([code, label]) => (
    <option key={code} value={code}>
      {label}
    </option>
  ));
}
