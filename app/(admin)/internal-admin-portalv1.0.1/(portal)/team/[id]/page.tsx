import type { Metadata } from "next";
import { EditTeamMemberClient } from "./edit-team-member-client";

export const metadata: Metadata = { title: "Editează membrul echipei" };

export default async function EditTeamMemberPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditTeamMemberClient id={id} />;
}
