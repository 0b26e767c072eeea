import type { Metadata } from "next";
import { MessageClient } from "./message-client";

export const metadata: Metadata = { title: "Mesaj" };

/** One message, opened from the link in the agency's e-mail about a new lead (lib/server/mail). */
export default async function ContactSubmissionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <MessageClient id={id} />;
}
