import { SiteLink } from "@/components/public/site-link";
import type { KeyboardEvent, MouseEvent } from "react";
import { Icon } from "@/components/public/icons/icon";
import { CTA, type MenuEntry, type MenuLink, type ServiceGroup } from "./menu-model";

export type DropdownEntry = Exclude<MenuEntry, { kind: "link" }>;

/**
 * A dropdown's panel, the same elements on every width: a floating box from 992 px, a section of the
 * phone menu below (styles/components.css). Its links are in every page's HTML, for crawlers and for
 * visitors without scripts.
 */
export function DropdownPanel({
  entry,
  onKeyDown,
  onClick,
}: {
  entry: DropdownEntry;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}) {
  return (
    <div id={`meniu-${entry.id}`} className={`menu-panel menu-panel-${entry.id}`} onKeyDown={onKeyDown} onClick={onClick}>
      {entry.kind === "services" ? (
        <ServicesMega groups={entry.groups} />
      ) : entry.id === "blog" ? (
        <BlogPanel items={entry.items} allLink={entry.allLink} />
      ) : (
        <CaseStudiesPanel items={entry.items} allLink={entry.allLink} />
      )}
    </div>
  );
}

/** The services and their sub-services; on a phone each service's sub-services unfold under its chevron. */
function ServicesMega({ groups }: { groups: ServiceGroup[] }) {
  return (
    <div className="mega">
      {groups.length === 0 ? (
        <p className="mega-empty">Nu există servicii.</p>
      ) : (
        <ul className="mega-groups">
          {groups.map((group) => (
            <li key={group.href} className="mega-group">
              <SiteLink href={group.href} className="group/main mega-link">
                {group.label}
                <span aria-hidden="true" className="glyph-arrow mega-link-arrow" />
              </SiteLink>
              {group.children.length > 0 && (
                // One service open at a time on a phone; from 992 px every list shows (styles/components.css).
                <details name="subservicii-meniu" className="mega-sub" suppressHydrationWarning>
                  <summary className="mega-sub-toggle" aria-label={`Subservicii ${group.label}`}>
                    <Icon name="chevron-down" className="h-4 w-4" />
                  </summary>
                  <ul className="mega-sublist">
                    {group.children.map((child) => (
                      <li key={child.href}>
                        <SiteLink href={child.href} className="mega-sublink">
                          {child.label}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="mega-aside">
        <div>
          <Icon name="sparkle" className="h-7 w-7 text-accent-500" />
          <p className="mt-4 font-display text-xl font-bold leading-snug">Nu știi de unde să începi?</p>
          <p className="mt-2 text-sm leading-relaxed text-white/80">Îți analizăm gratuit prezența online și îți spunem ce canale îți aduc clienți.</p>
        </div>
        <SiteLink href={CTA.href} className="mega-cta">
          Cere o analiză gratuită
          <Icon name="arrow-right" className="h-4 w-4" />
        </SiteLink>
      </div>
    </div>
  );
}

function AllLink({ link, className }: { link: MenuLink; className: string }) {
  return (
    <SiteLink href={link.href} className={className}>
      {link.label}
      <Icon name="arrow-right" className="h-4 w-4 shrink-0" />
    </SiteLink>
  );
}

function LinkList({ items, className, linkClassName }: { items: MenuLink[]; className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <SiteLink href={item.href} className={linkClassName}>
            {item.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

function BlogPanel({ items, allLink }: { items: MenuLink[]; allLink: MenuLink }) {
  return (
    <div className="menu-panel-box">
      <AllLink link={allLink} className="menu-all-link" />
      <p className="menu-panel-label">Categorii</p>
      <LinkList items={items} className="menu-category-list" linkClassName="menu-category-link" />
    </div>
  );
}

function CaseStudiesPanel({ items, allLink }: { items: MenuLink[]; allLink: MenuLink }) {
  return (
    <div className="menu-panel-box">
      {items.length === 0 ? (
        <p className="menu-panel-empty">Nu există studii de caz disponibile</p>
      ) : (
        <LinkList items={items} className="menu-item-list" linkClassName="menu-item-link" />
      )}
      <AllLink link={allLink} className="menu-all-link-accent" />
    </div>
  );
}
