"use client";

import { OutageView } from "@/components/public/content/outage";

/**
 * Anything that threw below the root layout, the public layout's header and footer included. Next
 * answers with status 500 and `no-store`; the retry is a link to the same address, so it works
 * however the page was reached.
 */
export default function ErrorPage() {
  return (
    <main>
      <OutageView />
    </main>
  );
}
