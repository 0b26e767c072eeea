import type { Metadata } from "next";
import { NewTeamMember } from "@/components/admin/team/team-editor";

export const metadata: Metadata = { title: "Membru nou" };

export default function NewTeamMemberPage() {
  return <NewTeamMember />;
}
