import type { Metadata } from "next";
import { SettingsScreen } from "@/components/admin/settings/settings-screen";

export const metadata: Metadata = { title: "Setări" };

export default function SettingsPage() {
  return <SettingsScreen />;
}
