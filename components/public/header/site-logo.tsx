import { getSiteConfig } from "@/lib/server/public-data";
import { Logo } from "./logo";

/** The header's and footer's logo with the brand saved in "Setări". */
export async function SiteLogo({ tone }: { tone?: "dark" | "light" }) {
  const { brandName, brandTagline } = await getSiteConfig();
  return <Logo tone={tone} brandName={brandName} brandTagline={brandTagline} />;
}
