"use client";

export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="ro">
      <body style={{ fontFamily: "system-ui", padding: "4rem", textAlign: "center" }}>
        <h1>A apărut o eroare neașteptată</h1>
        <button type="button" onClick={reset}>
          Încercați din nou
        </button>
      </body>
    </html>
  );
}
