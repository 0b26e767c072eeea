"use client";
import { SiteLink } from "@/components/public/site-link";
import { useSyncExternalStore, type ReactNode } from "react";
import { Icon } from "@/components/public/icons/icon";
import { CTA, type MenuEntry } from "./menu-model";
import { MenuButton, SiteMenu } from "./site-menu";
import { SearchForm } from "@/components/public/search/search-form";
import { SEARCH_PATH } from "@/lib/search";

const SCROLLED_AFTER = 8;

function subscribeScroll(callback: () => void) {
  window.addEventListener("scroll", callback, { passive: true });
  return () => window.removeEventListener("scroll", callback);
}
const scrolledSnapshot = () => window.scrollY > SCROLLED_AFTER;
const serverSnapshot = () => false;

/**
 * The sticky header: transparent at the top of the page, frosted white with a shadow once scrolled.
 * `logo` (rendered on the server) is shown twice, in the bar and at the top of the phone menu's panel.
 * The menu is in the HTML once: SiteMenu draws it in the bar from 992 px and as the phone menu below.
 */
export function HeaderBar({ menu, logo, contact }: { menu: MenuEntry[]; logo: ReactNode; contact?: ReactNode }) {
  const scrolled = useSyncExternalStore(subscribeScroll, scrolledSnapshot, serverSnapshot);
  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`sticky top-0 z-50 border-b transition-[background-color,box-shadow,border-color] duration-300 motion-reduce:transition-none ${
        scrolled
          ? "border-slate-200/70 bg-white/85 shadow-[0_10px_30px_-18px_rgba(30,27,75,0.35)] backdrop-blur-xl"
          : "border-transparent bg-white"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-5 sm:px-6 min-[992px]:h-[76px] lg:px-8">
        {logo}
        <SiteMenu menu={menu} logo={logo} contact={contact} />
        <div className="flex items-center gap-2.5">
          <SearchForm id="cautare-antet" variant="header" />
          <SiteLink href={SEARCH_PATH} className="search-link-header" aria-label="Caută pe site">
            <Icon name="search" className="h-5 w-5" />
          </SiteLink>
          <SiteLink
            href={CTA.href}
            className="group header-cta"
          >
            {CTA.label}
            <Icon name="arrow-right" className="h-4 w-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
          </SiteLink>
          <MenuButton />
        </div>
      </div>
    </header>
  );
}
