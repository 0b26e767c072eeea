import { Icon } from "@/components/admin/icons";

/** The service's image as a small thumbnail; a neutral tile when it has none. */
export function ServiceThumb({ src, size = "md" }: { src: string | null; size?: "sm" | "md" }) {
  const box = size === "sm" ? "h-10 w-14" : "h-12 w-16";
  if (!src) {
    return (
      <span className={`${box} inline-grid shrink-0 place-items-center rounded-md bg-slate-100 text-slate-400 ring-1 ring-inset ring-slate-200`}>
        <Icon name="services" className="h-5 w-5" />
        <span className="sr-only">Fără imagine</span>
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- uploaded files of any size, served by the API
    <img src={src} alt="" loading="lazy" className={`${box} shrink-0 rounded-md object-cover ring-1 ring-slate-200`} />
  );
}
