"use client";
import Image from "next/image";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { useFormik } from "formik";
import { getSession } from "next-auth/react";
import { Field, TextInput } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/admin/icons";
import { readSession, clearSession } from "@/lib/auth/client-session";
import { safeReturnTo } from "@/lib/auth/return-to";
import { checkPassword, LOGIN_ERRORS, startPortalSession } from "@/lib/auth/sign-in";
import { loginSchema } from "@/lib/validation/auth";

/** The page to return to after sign-in: only a portal page of this site (lib/auth/return-to.ts). */
function returnTarget(params: Pick<URLSearchParams, "get">): string {
  return safeReturnTo(params.get("callbackUrl"), window.location.origin);
}

export function LoginForm() {
  const router = useRouter();
  const params = useSearchParams();
  const [serverError, setServerError] = useState("");
  const [showPassword, setShowPassword] = useState(false);

  // The screen exists to be filled in: the e-mail field takes the focus once the page runs, unless the
  // visitor already put it somewhere else (typing in the password field before hydration, say).
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById("email")?.focus();
  }, []);

  // Middleware sends anyone with a live session cookie on before this screen renders, so stored
  // browser credentials seen here are usually leftovers of a session ended elsewhere: they go on
  // only if the server still knows the session, else they are cleared.
  useEffect(() => {
    if (!readSession()) return;
    let active = true;
    void getSession().then((session) => {
      if (!active) return;
      if (session) router.replace(returnTarget(params));
      else clearSession();
    });
    return () => {
      active = false;
    };
  }, [router, params]);

  const form = useFormik({
    initialValues: { email: "", password: "" },
    validationSchema: loginSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      setServerError("");
      const checked = await checkPassword(values.email, values.password);
      if (!checked.ok) {
        setServerError(checked.message);
        return;
      }
      if (!(await startPortalSession(checked.token, checked.user))) {
        clearSession();
        setServerError(LOGIN_ERRORS.incomplete);
        return;
      }
      router.replace(returnTarget(params));
    },
  });

  /** Editing a field clears its error (SPEC 5) and the last server message. */
  const edit = (name: "email" | "password") => (event: React.ChangeEvent<HTMLInputElement>) => {
    form.setFieldValue(name, event.target.value, false);
    if (form.errors[name]) form.setFieldError(name, undefined);
    if (serverError) setServerError("");
  };

  const submitting = form.isSubmitting;
  return (
    <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-2xl sm:p-10">
      <Link href="/" className="mx-auto mb-6 flex w-fit items-center gap-2" aria-label="Mergi la site">
        <Image src="/logo-mark.svg" alt="" width={44} height={44} priority />
      </Link>
      <h1 className="text-center text-2xl font-bold tracking-tight text-ink">Autentificare</h1>
      <p className="mt-2 text-center text-sm text-muted">Bine ați revenit! Conectați-vă pentru a administra conținutul site-ului.</p>

      <form className="mt-8 space-y-5" noValidate onSubmit={form.handleSubmit}>
        {serverError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700 ring-1 ring-red-200">
            {serverError}
          </p>
        ) : null}
        <Field id="email" label="Adresa de e-mail" error={form.errors.email}>
          <TextInput
            id="email"
            name="email"
            type="email"
            autoFocus
            autoComplete="username"
            inputMode="email"
            value={form.values.email}
            onChange={edit("email")}
            invalid={Boolean(form.errors.email)}
            placeholder="nume@agentie.ro"
          />
        </Field>
        <Field id="password" label="Parola" error={form.errors.password}>
          <div className="relative">
            <TextInput
              id="password"
              name="password"
              type={showPassword ? "text" : "password"}
              autoComplete="current-password"
              value={form.values.password}
              onChange={edit("password")}
              invalid={Boolean(form.errors.password)}
              className="pr-11"
            />
            <button
              type="button"
              onClick={() => setShowPassword((v) => !v)}
              className="absolute inset-y-0 right-0 flex items-center px-3 text-muted hover:text-ink"
              aria-label={showPassword ? "Ascunde parola" : "Arată parola"}
              aria-pressed={showPassword}
            >
              <Icon name={showPassword ? "eyeOff" : "eye"} />
            </button>
          </div>
        </Field>
        <Button type="submit" className="w-full py-3" disabled={submitting}>
          {submitting ? "Se conectează..." : "Continuă"}
        </Button>
      </form>
    </div>
  );
}
