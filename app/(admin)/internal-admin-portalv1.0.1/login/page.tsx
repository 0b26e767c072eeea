import type { Metadata } from "next";
import { Suspense } from "react";
import { LoginForm } from "./login-client";

export const metadata: Metadata = { title: "Autentificare" };

export default function LoginPage() {
  return (
    <main className="grid min-h-screen place-items-center bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 px-4 py-12">
      <Suspense>
        <LoginForm />
      </Suspense>
    </main>
  );
}
