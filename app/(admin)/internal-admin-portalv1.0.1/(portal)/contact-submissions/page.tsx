import type { Metadata } from "next";
import { InboxClient } from "./inbox-client";

export const metadata: Metadata = { title: "Inbox" };

export default function ContactSubmissionsPage() {
  return <InboxClient />;
}
