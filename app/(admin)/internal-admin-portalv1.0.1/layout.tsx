import type { Metadata } from "next";
import type { ReactNode } from "react";
import "@/styles/portal.css";

// The portal is hidden from search engines, whatever robots.txt says.
export const metadata: Metadata = {
  title: { default: "Portal intern", template: "%s | Portal intern" },
  robots: { index: false, follow: false },
};

export default function AdminLayout({ children }: { children: ReactNode }) {
  return children;
}
