import Link from "next/link";

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 text-center">
      <p className="text-7xl font-black text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold">Pagina nu a fost găsită</h1>
      <p className="mt-2 text-muted">Este posibil ca pagina să fi fost mutată sau să nu mai existe.</p>
      <Link href="/" className="mt-8 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white">
        Înapoi la pagina principală
      </Link>
    </main>
  );
}
