import type { Metadata } from "next";
import { MediaScreen } from "@/components/admin/media/media-screen";

export const metadata: Metadata = { title: "Media" };

export default function MediaPage() {
  return <MediaScreen />;
}
