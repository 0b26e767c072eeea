import type { Metadata } from "next";
import { EditPlan } from "@/components/admin/plans/plan-editor";

export const metadata: Metadata = { title: "Editează pachetul" };

export default async function EditPlanPage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  return <EditPlan id={uuid} />;
}
