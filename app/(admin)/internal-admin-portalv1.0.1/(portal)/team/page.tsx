import type { Metadata } from "next";
import { TeamListClient } from "./team-list-client";

export const metadata: Metadata = { title: "Echipa" };

export default function TeamPage() {
  return <TeamListClient />;
}
