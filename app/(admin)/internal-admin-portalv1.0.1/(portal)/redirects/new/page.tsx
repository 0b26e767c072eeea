import type { Metadata } from "next";
import { NewRedirect } from "@/components/admin/redirects/redirect-editor";

export const metadata: Metadata = { title: "Adaugă redirecționare" };

export default function NewRedirectPage() {
  return <NewRedirect />;
}
