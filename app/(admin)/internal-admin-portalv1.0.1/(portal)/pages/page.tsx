import type { Metadata } from "next";
import { PagesListClient } from "./pages-list-client";

export const metadata: Metadata = { title: "Pagini" };

export default function PagesPage() {
  return <PagesListClient />;
}
