import { inboxFiltersOf } from "@/lib/server/http/inbox-filters";
import { recordRead } from "@/lib/server/audit/log";
import { withAuth } from "@/lib/server/http/with-auth";
import { csvFilename, submissionsCsvStream } from "@/lib/server/submissions-csv";

/** The inbox as CSV, with the list's filters (and `email` for one person's data, GDPR art. 15/20). Admin only. */
export const GET = withAuth("GET /contact-submissions/export", async (request) => {
  const filters = inboxFiltersOf(request.nextUrl.searchParams);
  // One person's export names no one in the log.
  await recordRead({ action: "export", entity: "lead", summary: filters.email ? "Export CSV: mesajele unei persoane (cerere GDPR)" : "Export CSV al mesajelor" });
  return new Response(submissionsCsvStream(filters), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFilename(filters)}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
});
