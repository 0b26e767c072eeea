import type { Metadata } from "next";
import { EditTeamMember } from "@/components/admin/team/team-editor";

export const metadata: Metadata = { title: "Editează membrul echipei" };

export default async function EditTeamMemberPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditTeamMember id={id} />;
}
