import type { Metadata } from "next";
import { EditPlanClient } from "./edit-plan-client";

export const metadata: Metadata = { title: "Editează pachetul" };

export default async function EditPlanPage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  return <EditPlanClient uuid={uuid} />;
}
