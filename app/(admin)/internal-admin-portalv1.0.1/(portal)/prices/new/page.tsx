import type { Metadata } from "next";
import { NewPlanClient } from "./new-plan-client";

export const metadata: Metadata = { title: "Pachet nou" };

export default function NewPlanPage() {
  return <NewPlanClient />;
}
