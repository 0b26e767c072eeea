import type { Metadata } from "next";
import { NewTeamMemberClient } from "./new-team-member-client";

export const metadata: Metadata = { title: "Membru nou" };

export default function NewTeamMemberPage() {
  return <NewTeamMemberClient />;
}
