"use client";

import { OutageView } from "@/components/public/content/outage";

/**
 * A portal page whose render threw (the screens show their own load errors; a bug might). Next answers with status 500 and `no-store`; the retry is a link to the same address, so it works
 * however the page was reached.
 */
export default function ErrorPage() {
  return (
    <main>
      <OutageView />
    </main>
  );
}
