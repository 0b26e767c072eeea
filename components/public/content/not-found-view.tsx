import { SiteLink } from "@/components/public/site-link";
import { HeroBackdrop } from "./page-hero";
import { Icon } from "@/components/public/icons/icon";

const SUGGESTIONS = [
  { href: "/despre-noi", label: "Despre noi", text: "Cine suntem și cum lucrăm" },
  { href: "/tarife", label: "Tarife", text: "Pachete și prețuri transparente" },
  { href: "/studii-de-caz", label: "Studii de caz", text: "Rezultate reale ale clienților" },
  { href: "/blog", label: "Blog", text: "Ghiduri de marketing online" },
  { href: "/contact", label: "Contact", text: "Cere o ofertă gratuită" },
] as const;

/**
 * The 404 page's content: a link home first, then the main sections (inside the public shell).
 */
export function NotFoundView() {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <HeroBackdrop />
      <div className="relative mx-auto flex min-h-[70vh] max-w-4xl flex-col items-center justify-center px-5 py-20 text-center sm:px-8">
        <p
          aria-hidden="true"
          className="bg-gradient-to-r from-violet-300 via-fuchsia-300 to-accent-500 bg-clip-text font-display text-[7rem] leading-none font-extrabold tracking-tighter text-transparent sm:text-[10rem]"
        >
          404
        </p>
        <h1 className="mt-4 font-display text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">Pagina nu a fost găsită</h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-white/80">
          Este posibil ca pagina să fi fost mutată, redenumită sau să nu mai existe. Verifică adresa sau continuă de pe pagina principală.
        </p>
        <SiteLink
          href="/"
          className="mt-9 inline-flex items-center gap-2 rounded-full bg-accent-500 px-7 py-3.5 text-sm font-semibold text-ink shadow-lg shadow-accent-500/30 transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Icon name="back" className="h-4 w-4" />
          Înapoi la pagina principală
        </SiteLink>
        <nav aria-label="Pagini utile" className="mt-14 w-full">
          <p className="mb-4 text-sm font-semibold tracking-[0.14em] text-white/70 uppercase">Sau poate căutai</p>
          <ul className="grid gap-3 text-left sm:grid-cols-2 lg:grid-cols-5">
            {SUGGESTIONS.map((s) => (
              <li key={s.href}>
                <SiteLink
                  href={s.href}
                  className="flex h-full flex-col rounded-2xl bg-white/[0.07] p-4 ring-1 ring-white/10 transition-colors hover:bg-white/[0.14] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  <span className="font-semibold text-white">{s.label}</span>
                  <span className="mt-1 text-sm leading-snug text-white/70">{s.text}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
