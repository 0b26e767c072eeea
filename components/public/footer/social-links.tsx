import { SOCIAL_NETWORKS, type SiteConfig, type SocialNetwork } from "@/lib/site-config";
import { Icon } from "@/components/public/icons/icon";

const LABELS: Record<SocialNetwork, string> = { facebook: "Facebook", instagram: "Instagram", linkedin: "LinkedIn", tiktok: "TikTok" };

/** One icon per profile the agency has set; nothing at all while none is. */
export function SocialLinks({ profiles, className = "" }: { profiles: SiteConfig["social"]; className?: string }) {
  const entries = SOCIAL_NETWORKS.flatMap((key) => {
    const href = profiles[key];
    return href ? [{ key, href }] : [];
  });
  if (entries.length === 0) return null;
  return (
    <ul className={`flex items-center gap-2.5 ${className}`}>
      {entries.map(({ key, href }) => (
        <li key={key}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${LABELS[key]} (se deschide într-o filă nouă)`}
            className="social-link"
          >
            <Icon name={key} className="h-[1.15rem] w-[1.15rem]" />
          </a>
        </li>
      ))}
    </ul>
  );
}
