import type { Metadata } from "next";
import { NewUserClient } from "./new-user-client";

export const metadata: Metadata = { title: "Adaugă utilizator" };

export default function NewUserPage() {
  return <NewUserClient />;
}
