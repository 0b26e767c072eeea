"use client";

/** The root layout itself failed: a document of its own, styled inline (the site's CSS belongs to that layout). */
export default function GlobalError() {
  return (
    <html lang="ro">
      <body style={{ fontFamily: "system-ui, sans-serif", margin: 0, padding: "4rem 1.5rem", textAlign: "center", color: "#0f172a" }}>
        <main role="alert">
          <h1 style={{ fontSize: "1.75rem" }}>Site-ul este momentan indisponibil.</h1>
          <p style={{ fontSize: "1.125rem", color: "#475569" }}>Vă rugăm să reîncercați în câteva momente.</p>
          {/* "" is this document's own address: a reload that works with or without JavaScript. */}
          <a href="" style={{ display: "inline-block", marginTop: "1.5rem", padding: "0.75rem 1.5rem", borderRadius: "9999px", background: "#4f46e5", color: "#fff", fontWeight: 600, textDecoration: "none" }}>
            Reîncercați
          </a>
        </main>
      </body>
    </html>
  );
}
