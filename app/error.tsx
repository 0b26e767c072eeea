"use client";

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 text-center">
      <h1 className="text-2xl font-bold">A apărut o eroare neașteptată</h1>
      <p className="mt-2 text-muted">Vă rugăm să încercați din nou.</p>
      <button type="button" onClick={reset} className="mt-8 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white">
        Încercați din nou
      </button>
    </main>
  );
}
