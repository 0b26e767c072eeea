import type { Metadata } from "next";
import { NewUser } from "@/components/admin/users/user-editor";

export const metadata: Metadata = { title: "Adaugă utilizator" };

export default function NewUserPage() {
  return <NewUser />;
}
