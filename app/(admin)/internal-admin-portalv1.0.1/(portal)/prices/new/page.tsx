import type { Metadata } from "next";
import { NewPlan } from "@/components/admin/plans/plan-editor";

export const metadata: Metadata = { title: "Pachet nou" };

export default function NewPlanPage() {
  return <NewPlan />;
}
