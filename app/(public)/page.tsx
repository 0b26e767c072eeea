import Link from "next/link";

// Placeholder home; the public site is built in its own issue.
export default function HomePage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="text-4xl font-bold text-brand-900">Agenție de marketing online</h1>
      <p className="mt-4 text-lg text-muted">
        SEO, PPC, branding, social media, content marketing și creare de website-uri.
      </p>
      <Link className="mt-8 inline-block font-semibold text-brand-600 underline" href="/internal-admin-portalv1.0.1/login">
        Portal intern
      </Link>
    </main>
  );
}
