"use client";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Select, TextInput } from "@/components/ui/field";
import { Pagination } from "@/components/ui/pagination";
import { Badge, Card, EmptyState, ListState, PageHeader } from "@/components/ui/states";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditFieldLabel } from "@/lib/audit";
import { useApi, useUsers } from "@/lib/api/hooks";
import { formatDateTime } from "@/lib/dates";
import type { AuditList } from "@/lib/dto/audit";
import { auditEntryHref } from "./audit-links";

export const AUDIT_UI = { loadError: "Nu s-a putut încărca jurnalul de activitate." } as const;

const FILTERS = ["user", "entity", "action", "from", "to"] as const;

/**
 * "Jurnal de activitate" (admins): who did what and when, newest first. Filters and page live in the
 * address, so a filtered view can be shared or reloaded.
 */
export function AuditScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query = new URLSearchParams();
  for (const key of FILTERS) if (params.get(key)) query.set(key, params.get(key) as string);
  const { data, error, mutate } = useApi<AuditList>(`/audit-log?${query}${query.size ? "&" : ""}page=${page}`);
  const { data: users } = useUsers();

  const go = (next: URLSearchParams, toPage = 1) => {
    if (toPage > 1) next.set("page", String(toPage));
    router.push(`${pathname}${next.size ? `?${next}` : ""}`);
  };

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === "string" && value) next.set(key, value);
    go(next);
  }

  return (
    <>
      <PageHeader title="Jurnal de activitate" description="Cine a făcut ce și când în portal: autentificări, modificări, ștergeri, exporturi. Intrările nu pot fi modificate." />
      <form onSubmit={filter} className="mb-6 grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-6 lg:items-end" key={query.toString()}>
        <Field id="audit-user" label="Persoana">
          <Select id="audit-user" name="user" defaultValue={params.get("user") ?? ""}>
            <option value="">Toate</option>
            {(users ?? []).map((u) => (
              <option key={u.id} value={u.email}>
                {u.name} ({u.email})
              </option>
            ))}
          </Select>
        </Field>
        <LabelSelect id="audit-entity" name="entity" label="Tipul" labels={AUDIT_ENTITIES} value={params.get("entity")} />
        <LabelSelect id="audit-action" name="action" label="Acțiunea" labels={AUDIT_ACTIONS} value={params.get("action")} />
        <Field id="audit-from" label="De la">
          <TextInput id="audit-from" name="from" type="date" defaultValue={params.get("from") ?? ""} />
        </Field>
        <Field id="audit-to" label="Până la">
          <TextInput id="audit-to" name="to" type="date" defaultValue={params.get("to") ?? ""} />
        </Field>
        <Button type="submit" variant="secondary">
          Filtrează
        </Button>
      </form>
      <ListState
        list={{ data, error, mutate }}
        loadError={AUDIT_UI.loadError}
        loadingLabel="Se încarcă jurnalul..."
        isEmpty={(loaded) => loaded.entries.length === 0}
        empty={
          <EmptyState title="Nicio intrare" description={query.size ? "Nicio acțiune nu se potrivește filtrelor." : "Acțiunile din portal vor apărea aici."} />
        }
      >
        {(loaded) => (
          <>
            <Card className="overflow-hidden">
              <ul className="divide-y divide-slate-100">
                {loaded.entries.map((entry) => {
                  const href = auditEntryHref(entry);
                  return (
                    <li key={entry.id} className="grid gap-1 px-5 py-3.5 text-sm sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
                      <time dateTime={entry.created_at} className="text-muted">
                        {formatDateTime(entry.created_at)}
                      </time>
                      <div className="min-w-0">
                        <p className="flex flex-wrap items-center gap-2">
                          <Badge tone={entry.action === "delete" || entry.action === "erase" || entry.action === "sign-in-failed" ? "red" : "slate"}>{AUDIT_ACTIONS[entry.action]}</Badge>
                          {href ? (
                            <Link href={href} className="break-words font-semibold text-brand-700 hover:underline">
                              {entry.summary}
                            </Link>
                          ) : (
                            <span className="break-words font-semibold text-ink">{entry.summary}</span>
                          )}
                        </p>
                        <p className="mt-0.5 text-muted">
                          {entry.user_email || "sistem"}
                          {entry.address ? ` · ${entry.address}` : ""}
                          {entry.fields.length ? ` · câmpuri: ${entry.fields.map(auditFieldLabel).join(", ")}` : ""}
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </Card>
            <Pagination page={page} totalPages={loaded.totalPages} onChange={(p) => go(query, p)} label="Paginile jurnalului" />
          </>
        )}
      </ListState>
    </>
  );
}

/** A filter over a vocabulary of lib/audit.ts: "Toate", then each label. */
function LabelSelect({ id, name, label, labels, value }: { id: string; name: string; label: string; labels: Record<string, string>; value: string | null }) {
  return (
    <Field id={id} label={label}>
      <Select id={id} name={name} defaultValue={value ?? ""}>
        <option value="">Toate</option>
        {Object.entries(labels).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </Select>
    </Field>
  );
}
