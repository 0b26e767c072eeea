import type { ReactNode } from "react";
import { Icon, type IconName } from "@/components/public/icons/icon";
import { phoneHref } from "@/lib/site-config";
import { getSiteConfig } from "@/lib/server/public-data";

type Item = { icon: IconName; label: string; value: ReactNode; href?: string };

/** The agency's channels on /contact (phone, the two e-mails, schedule, address), from lib/site-config. */
export async function ContactDetails() {
  const siteConfig = await getSiteConfig();
  const items: Item[] = [
    { icon: "phone", label: "Telefon", value: siteConfig.phone, href: phoneHref(siteConfig.phone) },
    { icon: "mail", label: "Contact general", value: siteConfig.emails.office, href: `mailto:${siteConfig.emails.office}` },
    { icon: "mail", label: "Oferte și proiecte noi", value: siteConfig.emails.sales, href: `mailto:${siteConfig.emails.sales}` },
    { icon: "clock", label: "Program", value: siteConfig.schedule },
    { icon: "pin", label: "Sediu", value: siteConfig.company.address },
  ];

  return (
    <ul className="space-y-3">
      {items.map((item) => {
        const body = (
          <>
            <span aria-hidden="true" className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-linear-to-br from-brand-500 to-accent-500 text-white shadow-md shadow-brand-500/25">
              <Icon name={item.icon} className="h-5 w-5" />
            </span>
            <span className="min-w-0">
              <span className="block text-xs font-semibold tracking-wider text-muted uppercase">{item.label}</span>
              <span className="block font-semibold [overflow-wrap:anywhere] text-ink">{item.value}</span>
            </span>
          </>
        );
        const box = "flex items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200";
        return (
          <li key={item.label}>
            {item.href ? (
              <a
                href={item.href}
                className={`${box} transition hover:shadow-md hover:ring-brand-500/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
              >
                {body}
              </a>
            ) : (
              <div className={box}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
