"use client";
import { useEffect, useState, type FormEvent } from "react";
import { ValidationError } from "yup";
import { Button } from "@/components/ui/button";
import { Field, TextInput } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { setReauthenticationHandler } from "@/lib/api/client";
import { updateStoredUser, type StoredUser } from "@/lib/auth/client-session";
import { checkPassword, sameAccount, startPortalSession } from "@/lib/auth/sign-in";
import { loginSchema } from "@/lib/validation/auth";

export const SESSION_DIALOG = {
  title: "Sesiunea s-a încheiat",
  intro:
    "Sesiunea dvs. s-a încheiat (deconectare de pe alt dispozitiv, parola sau rolul schimbate, ori au trecut 12 ore). Conectați-vă din nou pentru a salva: modificările rămân în formular.",
  submit: "Conectează-te și salvează",
  busy: "Se conectează...",
  cancel: "Anulează",
  otherAccount: (email: string) => `Formularul a fost deschis cu contul ${email}. Conectați-vă cu același cont pentru a salva.`,
} as const;

type Errors = { email?: string; password?: string };

/**
 * The portal's answer to a session that ended elsewhere (QUALITY D11): instead of the sign-in screen,
 * which would drop the form, a dialog asks for the password where the user is. The same login API
 * (and lockout) checks it; only the account the screen was opened with may go on. Then the portal
 * cookie is renewed and the request that met the ended session is sent again (lib/api/client.ts);
 * Anulează leaves the form as it is, with the save's error.
 */
export function SessionDialog({ user }: { user: StoredUser }) {
  const [pending, setPending] = useState<((token: string | null) => void) | null>(null);
  // Typed e-mail; until then the account the screen was opened with.
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const email = typedEmail ?? user.email;

  useEffect(() => {
    let settle: ((token: string | null) => void) | null = null;
    setReauthenticationHandler(
      () =>
        new Promise<string | null>((resolve) => {
          settle = resolve;
          setPending(() => resolve);
        }),
    );
    return () => {
      setReauthenticationHandler(null);
      settle?.(null);
    };
  }, []);

  const open = pending !== null;
  useEffect(() => {
    // After the Modal's showModal (a child's effect runs first): the e-mail is known, the password is what is missing.
    if (open) document.getElementById("session-password")?.focus();
  }, [open]);

  const finish = (token: string | null) => {
    pending?.(token);
    setPending(null);
    setTypedEmail(null);
    setPassword("");
    setErrors({});
    setMessage("");
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setMessage("");
    try {
      await loginSchema.validate({ email, password }, { abortEarly: false });
      setErrors({});
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const found: Errors = {};
      for (const item of error.inner) {
        const path = item.path as keyof Errors | undefined;
        if (path && !found[path]) found[path] = item.message;
      }
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      const checked = await checkPassword(email, password);
      if (!checked.ok) {
        setMessage(checked.message);
        return;
      }
      if (!sameAccount(user, checked.user)) {
        setMessage(SESSION_DIALOG.otherAccount(user.email));
        return;
      }
      // A cookie that could not be renewed costs the next page load a sign-in; the save goes on regardless.
      await startPortalSession(checked.token, checked.user);
      updateStoredUser(checked.user);
      finish(checked.token);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onClose={() => finish(null)} title={SESSION_DIALOG.title}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-label={SESSION_DIALOG.title}>
        <p className="text-sm text-ink">{SESSION_DIALOG.intro}</p>
        {message ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700 ring-1 ring-red-200">
            {message}
          </p>
        ) : null}
        <Field id="session-email" label="Adresa de e-mail" error={errors.email}>
          <TextInput
            id="session-email"
            type="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            invalid={Boolean(errors.email)}
            onChange={(event) => {
              setTypedEmail(event.target.value);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
          />
        </Field>
        <Field id="session-password" label="Parola" error={errors.password}>
          <TextInput
            id="session-password"
            type="password"
            autoComplete="current-password"
            value={password}
            invalid={Boolean(errors.password)}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => finish(null)} disabled={busy}>
            {SESSION_DIALOG.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? SESSION_DIALOG.busy : SESSION_DIALOG.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
