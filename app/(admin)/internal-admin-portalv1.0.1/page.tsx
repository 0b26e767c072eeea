import { redirect } from "next/navigation";
import { ADMIN_BASE } from "@/lib/constants";

export default function AdminRoot() {
  redirect(`${ADMIN_BASE}/dashboard`);
}
