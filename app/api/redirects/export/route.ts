import { bucharestDay } from "@/lib/server/csv";
import { withAuth } from "@/lib/server/http/with-auth";
import { exportRedirects } from "@/lib/server/redirects";

/** Every redirect as "from,to,code", the format the import reads. Admin only. */
export const GET = withAuth("GET /redirects/export", async () => {
  return new Response(await exportRedirects(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="redirectionari-${bucharestDay()}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
});
