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
 * `brief`: the heading and the link home only, for the public pages' not-found boundary, which Next
 * puts into every public page's payload although the proxy answers unknown paths before any renders.
 */
export function NotFoundView({ brief = false }: { brief?: boolean }) {
  return (
    <section className="nf-section">
      {brief ? null : <HeroBackdrop />}
      <div className="nf-inner">
        <p aria-hidden="true" className="nf-code">
          404
        </p>
        <h1 className="nf-title">Pagina nu a fost găsită</h1>
        <p className="nf-text">
          Este posibil ca pagina să fi fost mutată, redenumită sau să nu mai existe. Verifică adresa sau continuă de pe pagina principală.
        </p>
        <SiteLink href="/" className="nf-home">
          <Icon name="back" className="h-4 w-4" />
          Înapoi la pagina principală
        </SiteLink>
        {brief ? null : (
          <nav aria-label="Pagini utile" className="mt-14 w-full">
            <p className="nf-more">Sau poate căutai</p>
            <ul className="nf-list">
              {SUGGESTIONS.map((s) => (
                <li key={s.href}>
                  <SiteLink href={s.href} className="nf-card">
                    <span className="font-semibold text-white">{s.label}</span>
                    <span className="nf-card-text">{s.text}</span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </section>
  );
}
