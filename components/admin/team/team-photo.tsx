/** The member's photo as a small round thumbnail (initials when the image is missing). */
export function TeamPhoto({ name, image, size = "md" }: { name: string; image: string; size?: "md" | "lg" }) {
  const box = size === "lg" ? "h-14 w-14" : "h-11 w-11";
  if (!image) {
    const initials = name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join("");
    return (
      <span className={`${box} grid shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700`} aria-hidden="true">
        {initials}
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an uploaded file served by the API
    <img src={image} alt={`Fotografia lui ${name}`} loading="lazy" className={`${box} shrink-0 rounded-full object-cover ring-1 ring-slate-200`} />
  );
}
