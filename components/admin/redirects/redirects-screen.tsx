"use client";
import { useRef, useState, type FormEvent } from "react";
import { Icon } from "@/components/admin/icons";
import { RowDeleteButton, RowEditLink } from "@/components/admin/row-action-buttons";
import { Button, ButtonLink } from "@/components/ui/button";
import { confirmDelete } from "@/components/ui/confirm";
import { Field, TextInput } from "@/components/ui/field";
import { Pagination } from "@/components/ui/pagination";
import { Badge, Card, EmptyState, ListState, PageHeader } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api/client";
import { useApi } from "@/lib/api/hooks";
import { deleteRedirect, downloadRedirects, importRedirects, redirectsKey, type RedirectImportResult, type RedirectList } from "@/lib/api/redirects";
import { ADMIN_BASE } from "@/lib/constants";
import { formatDateTime } from "@/lib/dates";
import type { RedirectCode } from "@/lib/redirects/rules";
import { REDIRECT_MSG } from "@/lib/validation/redirect";
import { CODE_LABELS } from "./redirect-form";

const CODE_TONE: Record<RedirectCode, "violet" | "blue" | "red"> = { 301: "violet", 302: "blue", 410: "red" };
const NEW_HREF = `${ADMIN_BASE}/redirects/new`;

/** "Redirecționări" (admins): the old addresses of the site and where they lead; search, pages, CSV in and out. */
export function RedirectsScreen() {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState("");
  const [typed, setTyped] = useState("");
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [imported, setImported] = useState<RedirectImportResult | null>(null);
  const [busy, setBusy] = useState<"import" | "export" | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { data, error, mutate } = useApi<RedirectList>(redirectsKey(page, query));

  function search(event: FormEvent) {
    event.preventDefault();
    setQuery(typed.trim());
    setPage(1);
  }

  async function remove(id: number) {
    if (!confirmDelete(REDIRECT_MSG.deleteConfirm)) return;
    setDeletingId(id);
    try {
      await deleteRedirect(id);
      await mutate();
      toast.success(REDIRECT_MSG.deleted);
    } catch (err) {
      toast.error(errorMessage(err, REDIRECT_MSG.deleteError));
    } finally {
      setDeletingId(null);
    }
  }

  async function importFile(file: File | undefined) {
    if (!file) return;
    setBusy("import");
    try {
      setImported(await importRedirects(file));
      await mutate();
    } catch (err) {
      toast.error(errorMessage(err, REDIRECT_MSG.importError));
    } finally {
      setBusy(null);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  async function exportFile() {
    setBusy("export");
    try {
      await downloadRedirects();
    } catch (err) {
      toast.error(errorMessage(err, REDIRECT_MSG.loadError));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <PageHeader
        title="Redirecționări"
        description="Adresele vechi ale site-ului și unde duc acum. Schimbarea slug-ului unei pagini publicate adaugă una singură."
        actions={
          <>
            <Button variant="secondary" onClick={() => void exportFile()} disabled={busy !== null} aria-busy={busy === "export" || undefined}>
              <Icon name="download" className="h-4 w-4" />
              Exportă CSV
            </Button>
            <label className={`inline-flex cursor-pointer items-center gap-2 rounded-lg bg-white px-4 py-2.5 text-sm font-semibold text-ink ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${busy ? "pointer-events-none opacity-60" : ""}`}>
              <Icon name="upload" className="h-4 w-4" />
              {busy === "import" ? "Se importă..." : "Importă CSV"}
              <input ref={fileInput} type="file" accept=".csv,text/csv" className="sr-only" onChange={(e) => void importFile(e.target.files?.[0])} />
            </label>
            <ButtonLink href={NEW_HREF}>
              <Icon name="plus" />
              Adaugă redirecționare
            </ButtonLink>
          </>
        }
      />
      {imported ? <ImportReport result={imported} onClose={() => setImported(null)} /> : null}
      <form role="search" onSubmit={search} className="mb-5 flex max-w-xl items-end gap-2">
        <div className="flex-1">
          <Field id="redirects-q" label="Caută după adresă">
            <TextInput id="redirects-q" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="/blog/..." />
          </Field>
        </div>
        <Button type="submit" variant="secondary">
          Caută
        </Button>
      </form>
      <ListState
        list={{ data, error, mutate }}
        loadError={REDIRECT_MSG.loadError}
        loadingLabel="Se încarcă redirecționările..."
        isEmpty={(loaded) => loaded.redirects.length === 0}
        empty={
          query ? (
            <p className="rounded-xl bg-white p-6 text-sm text-muted ring-1 ring-slate-200">Nicio redirecționare nu conține „{query}”.</p>
          ) : (
            <EmptyState title="Nu există redirecționări" description="Adăugați una sau importați lista de adrese a site-ului vechi (CSV: from,to,code)." actionHref={NEW_HREF} actionLabel="Adaugă redirecționare" />
          )
        }
      >
        {(loaded) => (
          <>
            <Card className="overflow-hidden">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Redirecționări</caption>
                <thead className="hidden border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-muted md:table-header-group">
                  <tr>
                    <th scope="col" className="px-5 py-3">Adresa veche</th>
                    <th scope="col" className="px-5 py-3">Destinația</th>
                    <th scope="col" className="px-5 py-3">Tip</th>
                    <th scope="col" className="px-5 py-3">Accesări</th>
                    <th scope="col" className="px-5 py-3 text-right">Acțiuni</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {loaded.redirects.map((item) => (
                    <tr key={item.id} className="block px-4 py-4 md:table-row md:p-0">
                      <td className="block font-mono text-[0.8rem] font-semibold break-all text-ink md:table-cell md:px-5 md:py-3.5">{item.from}</td>
                      <td className="block pt-1 font-mono text-[0.8rem] break-all text-muted md:table-cell md:px-5 md:py-3.5">
                        <span className="sr-only md:hidden">Destinația: </span>
                        {item.code === 410 ? "—" : item.to}
                      </td>
                      <td className="mt-2 block md:mt-0 md:table-cell md:px-5 md:py-3.5">
                        <Badge tone={CODE_TONE[item.code as RedirectCode] ?? "slate"}>{CODE_LABELS[item.code as RedirectCode] ?? item.code}</Badge>
                      </td>
                      <td className="mt-2 block text-muted md:mt-0 md:table-cell md:px-5 md:py-3.5">
                        <span className="font-semibold text-ink">{item.hits}</span>
                        <span className="md:hidden"> {item.hits === 1 ? "accesare" : "accesări"}</span>
                        <span className="md:block">{item.lastHitAt ? ` · ultima ${formatDateTime(item.lastHitAt)}` : " · niciodată"}</span>
                      </td>
                      <td className="mt-3 block md:mt-0 md:table-cell md:px-5 md:py-3.5">
                        <div className="flex gap-2 md:justify-end">
                          <RowEditLink href={`${ADMIN_BASE}/redirects/${item.id}`} label={`redirecționarea ${item.from}`} />
                          <RowDeleteButton label={`redirecționarea ${item.from}`} deleting={deletingId === item.id} onClick={() => void remove(item.id)} />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
            <Pagination page={loaded.page} totalPages={loaded.totalPages} onChange={setPage} label="Paginile redirecționărilor" />
          </>
        )}
      </ListState>
    </>
  );
}

/** What an import did: how many rows were saved, and each refused row with its line and reason. */
function ImportReport({ result, onClose }: { result: RedirectImportResult; onClose: () => void }) {
  return (
    <section role="status" aria-labelledby="import-report-title" className="mb-6 rounded-xl bg-white p-5 text-sm ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-3">
        <h2 id="import-report-title" className="font-semibold text-ink">
          Import CSV: {result.saved === 1 ? "o redirecționare salvată" : `${result.saved} redirecționări salvate`}
          {result.refused.length ? `, ${result.refused.length === 1 ? "un rând refuzat" : `${result.refused.length} rânduri refuzate`}` : ""}
        </h2>
        <button type="button" onClick={onClose} className="rounded p-1 text-muted hover:text-ink" aria-label="Închide raportul importului">
          <Icon name="close" className="h-4 w-4" />
        </button>
      </div>
      {result.refused.length ? (
        <ul className="mt-3 space-y-1.5 text-red-800">
          {result.refused.map((row) => (
            <li key={row.line}>
              Rândul {row.line} ({row.from || "gol"}): {row.message}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
