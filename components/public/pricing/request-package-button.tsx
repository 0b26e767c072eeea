"use client";

import { setSelectedPackage, useSelectedPackage } from "@/components/public/contact/selected-package-store";

/**
 * "Solicită pachetul": records the plan's name as the chosen package, which opens the bottom bar and
 * fills the footer's contact form (SPEC 2.1). The accessible name adds the plan's name, because a
 * screen-reader user meets a dozen of these buttons in a row.
 */
export function RequestPackageButton({ name, tone = "light" }: { name: string; tone?: "light" | "dark" }) {
  const selected = useSelectedPackage() === name;
  const styles =
    tone === "dark"
      ? "package-button package-button-dark"
      : "package-button package-button-light";
  return (
    <button
      type="button"
      onClick={() => setSelectedPackage(name)}
      data-package={name}
      aria-label={`Solicită pachetul ${name}`}
      className={styles}
    >
      {selected ? (
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" className="h-4 w-4">
          <path d="M4 10.5l4 4 8-9" />
        </svg>
      ) : null}
      Solicită pachetul
    </button>
  );
}
