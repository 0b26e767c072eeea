"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, TextInput } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api/client";
import { useApi } from "@/lib/api/hooks";
import { erasePersonalData, submissionsKey, type SubmissionsPage } from "@/lib/api/inbox";
import { formatDateTime } from "@/lib/dates";
import { senderName } from "@/lib/leads/lead";
import { parseInboxFilters } from "@/lib/validation/leads";
import { ExportCsvLink } from "./export-csv-link";

export const GDPR_MSG = {
  title: "Date personale (GDPR)",
  invalidEmail: "Introduceți o adresă de e-mail validă.",
  none: "Nu există mesaje trimise de pe această adresă.",
  eraseFailed: "Nu s-au putut șterge datele. Încercați din nou.",
  loadFailed: "Nu s-au putut căuta mesajele. Încercați din nou.",
} as const;

export const eraseConfirmation = (email: string, total: number) =>
  `Sigur ștergeți definitiv ${total === 1 ? "mesajul trimis" : `toate cele ${total} mesaje trimise`} de pe ${email}, împreună cu e-mailurile despre ${total === 1 ? "el" : "ele"} aflate în așteptare? Acțiunea nu poate fi anulată. E-mailurile deja livrate în căsuța de e-mail a agenției nu se șterg de aici: ștergeți-le și din căsuța de e-mail.`;

type Props = { open: boolean; onClose: () => void; onErased: () => void };

/**
 * A data subject's request: every message sent from one e-mail address (any case), a CSV of them
 * (access, portability) and their erasure, after a confirmation.
 */
export function PersonalDataModal({ open, onClose, onErased }: Props) {
  const toast = useToast();
  const [typed, setTyped] = useState("");
  const [email, setEmail] = useState<string | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);
  const { data, error, isLoading, mutate } = useApi<SubmissionsPage>(open && email ? submissionsKey(1, { email }) : null);

  function search(event: FormEvent) {
    event.preventDefault();
    const value = typed.trim();
    const parsed = parseInboxFilters(new URLSearchParams({ email: value }));
    if (!value || "error" in parsed) {
      setInputError(GDPR_MSG.invalidEmail);
      return;
    }
    setInputError(null);
    setEmail(value);
  }

  async function erase() {
    if (!email || !data) return;
    if (!window.confirm(eraseConfirmation(email, data.total ?? data.submissions.length))) return;
    setErasing(true);
    try {
      const result = await erasePersonalData(email);
      toast.success(result.message);
      await mutate();
      onErased();
    } catch (failure) {
      toast.error(errorMessage(failure, GDPR_MSG.eraseFailed));
    } finally {
      setErasing(false);
    }
  }

  const total = data?.total ?? data?.submissions.length ?? 0;
  return (
    <Modal open={open} onClose={onClose} title={GDPR_MSG.title}>
      <div className="space-y-5">
        <p className="text-sm text-muted">
          Găsiți toate mesajele trimise de o persoană după adresa ei de e-mail (fără a ține cont de majuscule), exportați-le sau ștergeți-le la cererea ei.
        </p>
        <form onSubmit={search} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end" role="search" aria-label="Caută datele unei persoane">
          <div className="flex-1">
            <Field id="gdpr-email" label="Adresa de e-mail a persoanei" error={inputError ?? false}>
              <TextInput id="gdpr-email" type="email" value={typed} invalid={Boolean(inputError)} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
            </Field>
          </div>
          <Button type="submit">Caută</Button>
        </form>
        {email ? (
          <section aria-live="polite" aria-label="Rezultate">
            {error && !data ? (
              <p role="alert" className="text-sm text-red-600">
                {GDPR_MSG.loadFailed}
              </p>
            ) : isLoading || !data ? (
              <Spinner label="Se caută mesajele..." />
            ) : total === 0 ? (
              <p className="text-sm text-ink">{GDPR_MSG.none}</p>
            ) : (
              <div className="space-y-4">
                <p className="text-sm font-medium text-ink">
                  {total === 1 ? "Un mesaj" : `${total} mesaje`} de pe {email}
                  {total > data.submissions.length ? ` (primele ${data.submissions.length} mai jos)` : ""}:
                </p>
                <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
                  {data.submissions.map((s) => (
                    <li key={s.id} className="flex justify-between gap-3 px-3 py-2 text-sm">
                      <span className="truncate">{senderName(s)}</span>
                      <time dateTime={s.created_at} className="shrink-0 text-muted">
                        {formatDateTime(s.created_at)}
                      </time>
                    </li>
                  ))}
                </ul>
                <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
                  <ExportCsvLink filters={{ email }} label="Exportă datele (CSV)" />
                  <Button variant="danger" onClick={() => void erase()} disabled={erasing} aria-busy={erasing}>
                    {erasing ? "Se șterg..." : "Șterge toate datele"}
                  </Button>
                </div>
              </div>
            )}
          </section>
        ) : null}
      </div>
    </Modal>
  );
}
