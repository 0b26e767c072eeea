import type { Metadata } from "next";
import { Suspense } from "react";
import { Spinner } from "@/components/ui/states";
import { InboxClient } from "./inbox-client";

export const metadata: Metadata = { title: "Inbox" };

export default function ContactSubmissionsPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <InboxClient />
    </Suspense>
  );
}
