import type { Metadata } from "next";
import { ServicesListClient } from "./services-list-client";

export const metadata: Metadata = { title: "Servicii" };

export default function ServicesPage() {
  return <ServicesListClient />;
}
