import { SiteLink } from "@/components/public/site-link";
import { JsonLd } from "@/components/public/seo/json-ld";
import { breadcrumbJsonLd, type Crumb } from "@/lib/seo/json-ld";
import { Icon } from "@/components/public/icons/icon";

export type { Crumb };

/**
 * Visible trail (Acasă › … › current page) plus its BreadcrumbList structured data. The last item is
 * the current page: plain text with aria-current. `tone` matches the background it sits on.
 */
export function Breadcrumbs({ items, tone = "dark", className = "" }: { items: Crumb[]; tone?: "dark" | "light"; className?: string }) {
  const trail: Crumb[] = [{ name: "Acasă", path: "/" }, ...items];
  const link = tone === "dark" ? "crumb-link-dark" : "crumb-link";
  const current = tone === "dark" ? "text-white" : "text-ink";
  const sep = tone === "dark" ? "text-white/40" : "text-slate-400";
  return (
    <>
      <nav aria-label="Fir de navigare" className={className}>
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          {trail.map((item, i) => {
            const last = i === trail.length - 1;
            return (
              <li key={`${item.path}-${i}`} className="flex min-w-0 items-center gap-2">
                {i > 0 ? (
                  <Icon name="page-next" className={`h-3.5 w-3.5 shrink-0 ${sep}`} />
                ) : null}
                {last ? (
                  <span aria-current="page" className={`line-clamp-1 font-medium ${current}`}>
                    {item.name}
                  </span>
                ) : (
                  <SiteLink href={item.path} className={link}>
                    {item.name}
                  </SiteLink>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </>
  );
}

/**
 * Breadcrumbs laid over the top of a full-bleed detail hero (article, case study and service layouts
 * keep free space above their title), aligned with the hero's own container.
 */
export function HeroBreadcrumbs({ items, width = "max-w-5xl" }: { items: Crumb[]; width?: "max-w-5xl" | "max-w-6xl" }) {
  return (
    <div className="pointer-events-none absolute inset-x-0 top-0 z-10">
      <div className={`pointer-events-auto mx-auto ${width} px-5 pt-6 md:px-8 md:pt-9`}>
        <Breadcrumbs items={items} tone="dark" />
      </div>
    </div>
  );
}
