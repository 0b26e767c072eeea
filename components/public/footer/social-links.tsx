import type { ReactNode } from "react";
import { SOCIAL_NETWORKS, type SiteConfig, type SocialNetwork } from "@/lib/site-config";

// Brand glyphs simplified and drawn for this project (24 px grid, single colour).
const GLYPHS: Record<SocialNetwork, ReactNode> = {
  facebook: <path fill="currentColor" d="M13.5 21v-7.5h2.6l.4-3.1h-3V8.5c0-.9.3-1.5 1.6-1.5h1.6V4.2c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.3H7.9v3.1h2.6V21h3Z" />,
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="3.9" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" stroke="none" />
    </g>
  ),
  linkedin: (
    <g fill="currentColor">
      <rect x="4" y="9.2" width="3.3" height="10.8" rx="0.4" />
      <circle cx="5.65" cy="5.7" r="1.95" />
      <path d="M9.7 9.2h3.15v1.5c.5-.9 1.7-1.75 3.45-1.75 3.1 0 3.7 2 3.7 4.6V20h-3.3v-5.6c0-1.35-.05-3-1.85-3s-2.1 1.4-2.1 2.9V20H9.7V9.2Z" />
    </g>
  ),
  tiktok: (
    <path
      fill="currentColor"
      d="M16.4 3h-3.2v11.9a2.7 2.7 0 1 1-2.7-2.7c.3 0 .6 0 .9.1V9a6 6 0 1 0 5 5.9V8.7a7.6 7.6 0 0 0 4.1 1.3V6.8A4.1 4.1 0 0 1 16.4 3Z"
    />
  ),
};

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
            <svg viewBox="0 0 24 24" className="h-[1.15rem] w-[1.15rem]" aria-hidden="true" focusable="false">
              {GLYPHS[key]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
