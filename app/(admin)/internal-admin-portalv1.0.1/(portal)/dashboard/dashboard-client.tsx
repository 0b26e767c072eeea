"use client";
import { PageHeader } from "@/components/ui/states";
import { usePortalSession } from "@/components/admin/portal-session";

// Placeholder until the dashboard screen lands.
export function DashboardClient() {
  const { user } = usePortalSession();
  return <PageHeader title="Dashboard" description={`Bun venit, ${user.name}!`} />;
}
