import "server-only";
import { ImageResponse } from "next/og";
import { getSiteConfig } from "@/lib/server/public-data";
import { OG_SIZE, SITE_TAGLINE } from "@/lib/seo/site";

/**
 * The site's branded Open Graph card, 1200 x 630 (ImageResponse with the bundled Geist font, which
 * covers Romanian diacritics, so nothing is fetched at render time). Detail pages crop their featured
 * image instead (og-cover.ts).
 */

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#f97366"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#g)"/><path d="M18 44 30 18h4l12 26h-6.5l-2.6-6H27.1l-2.6 6Zm11.3-11.5h6.4L32.5 25Z" fill="#fff"/></svg>';
const LOGO_SRC = `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString("base64")}`;

const SERVICES = ["SEO", "Google Ads", "Social Media", "Branding", "Website-uri"];
const FIGURES = [
  { value: "150+", label: "clienți" },
  { value: "15+", label: "specialiști" },
  { value: "5+", label: "ani de experiență" },
];

export function DefaultOgCard({ siteName }: { siteName: string }) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        color: "#ffffff",
        backgroundColor: "#1e1b4b",
        backgroundImage:
          "radial-gradient(circle at 8% 0%, rgba(109,40,217,0.85) 0%, rgba(30,27,75,0) 45%), radial-gradient(circle at 100% 30%, rgba(249,115,102,0.45) 0%, rgba(30,27,75,0) 42%), radial-gradient(circle at 45% 120%, rgba(124,58,237,0.6) 0%, rgba(30,27,75,0) 50%)",
        fontFamily: "Geist",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- ImageResponse (satori) needs a plain img */}
        <img src={LOGO_SRC} width={72} height={72} alt="" />
        <div style={{ display: "flex", flexDirection: "column" }}>
          <span style={{ fontSize: 34, letterSpacing: -0.5, WebkitTextStroke: "1px #ffffff" }}>{siteName}</span>
          <span style={{ fontSize: 18, letterSpacing: 4, color: "rgba(255,255,255,0.7)", textTransform: "uppercase" }}>Agenție de marketing online</span>
        </div>
      </div>

      <div style={{ display: "flex", flexDirection: "column" }}>
        <div
          style={{
            display: "flex",
            fontSize: 68,
            lineHeight: 1.08,
            letterSpacing: -2,
            maxWidth: 980,
            WebkitTextStroke: "2px #ffffff",
          }}
        >
          {SITE_TAGLINE}
        </div>
        <div style={{ display: "flex", gap: 12, marginTop: 34 }}>
          {SERVICES.map((s) => (
            <span
              key={s}
              style={{
                display: "flex",
                padding: "10px 22px",
                borderRadius: 999,
                fontSize: 24,
                backgroundColor: "rgba(255,255,255,0.1)",
                border: "1px solid rgba(255,255,255,0.22)",
              }}
            >
              {s}
            </span>
          ))}
        </div>
      </div>

      <div style={{ display: "flex", alignItems: "flex-end", justifyContent: "space-between" }}>
        <div style={{ display: "flex", gap: 48 }}>
          {FIGURES.map((f) => (
            <div key={f.label} style={{ display: "flex", flexDirection: "column" }}>
              <span style={{ fontSize: 44, color: "#f97366", WebkitTextStroke: "1.5px #f97366" }}>{f.value}</span>
              <span style={{ fontSize: 20, color: "rgba(255,255,255,0.75)" }}>{f.label}</span>
            </div>
          ))}
        </div>
        <div style={{ display: "flex", width: 220, height: 10, borderRadius: 999, backgroundImage: "linear-gradient(90deg, #4f46e5, #7c3aed, #f97366)" }} />
      </div>
    </div>
  );
}

/** The card with the brand saved in "Setări". */
export async function renderDefaultOgImage(): Promise<ImageResponse> {
  const { brandName } = await getSiteConfig();
  return new ImageResponse(<DefaultOgCard siteName={brandName} />, { ...OG_SIZE });
}
