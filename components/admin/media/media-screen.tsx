"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useRef, useState, type DragEvent, type FormEvent } from "react";
import { auditEntryHref } from "@/components/admin/audit/audit-links";
import { Icon } from "@/components/admin/icons";
import { checkImageFile } from "@/components/admin/forms/image-upload-field";
import { Button } from "@/components/ui/button";
import { confirmDelete } from "@/components/ui/confirm";
import { Field, Select, TextInput } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState, ListState, PageHeader } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api/client";
import { useApi } from "@/lib/api/hooks";
import { deleteMediaItem, mediaListKey, MEDIA_UI, MEDIA_USE_LABELS, saveAlt, uploadToLibrary, type MediaItem, type MediaList, type MediaUseFilter } from "@/lib/api/media";
import { AUDIT_ENTITIES, type AuditEntity } from "@/lib/audit";
import { formatDateTime } from "@/lib/dates";
import { MEDIA_USE_FILTERS } from "@/lib/dto/media";
import { formatBytes, MediaGrid, mediaName } from "./media-grid";

const pageFrom = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** One image: its details, alt text, the places that use it and, when none does, its delete. */
function MediaDetails({ item, onChanged, onClose }: { item: MediaItem; onChanged: () => Promise<unknown>; onClose: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await saveAlt(item.id, String(new FormData(event.currentTarget).get("alt") ?? ""));
      toast.success(MEDIA_UI.altSaved);
      await onChanged();
    } catch (error) {
      setProblem(errorMessage(error, MEDIA_UI.altError));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!confirmDelete(MEDIA_UI.deleteConfirm)) return;
    setBusy(true);
    try {
      toast.success((await deleteMediaItem(item.id)).message);
      onClose();
      await onChanged();
    } catch (error) {
      setProblem(errorMessage(error, MEDIA_UI.deleteError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4 text-sm">
      {/* eslint-disable-next-line @next/next/no-img-element -- the uploaded file as it is */}
      <img src={item.url} alt={item.alt} className="max-h-72 w-full rounded-lg bg-slate-100 object-contain" />
      <p className="text-muted">
        {item.original_name || item.filename} · {item.width} × {item.height} · {formatBytes(item.size)} · încărcată de {item.uploaded_by || "sistem"} pe{" "}
        {formatDateTime(item.created_at)}
      </p>
      <form onSubmit={(event) => void save(event)} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <Field id={`alt-${item.id}`} label="Text alternativ" hint="Ce arată imaginea, pentru cititoarele de ecran și Google.">
            <TextInput id={`alt-${item.id}`} name="alt" defaultValue={item.alt} maxLength={200} hasHint />
          </Field>
        </div>
        <Button type="submit" variant="secondary" disabled={busy}>
          Salvează
        </Button>
      </form>
      <div>
        <h3 className="font-semibold text-ink">Unde este folosită</h3>
        {item.uses.length ? (
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {item.uses.map((use) => {
              const href = auditEntryHref({ action: "update", entity: use.kind as AuditEntity, entity_id: use.item_id });
              const label = `${AUDIT_ENTITIES[use.kind as AuditEntity] ?? use.kind} „${use.title}” (${use.field})`;
              return <li key={`${use.kind}-${use.item_id}-${use.field}`}>{href ? <a href={href} className="text-brand-700 hover:underline">{label}</a> : label}</li>;
            })}
          </ul>
        ) : (
          <p className="mt-1 text-muted">Nicio pagină nu o folosește.</p>
        )}
      </div>
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800 ring-1 ring-red-200">
          {problem}
        </p>
      ) : null}
      <Button variant="secondary" className="text-red-700" onClick={() => void remove()} disabled={busy}>
        <Icon name="trash" className="h-4 w-4" />
        Șterge imaginea
      </Button>
    </div>
  );
}

/**
 * "Media": every uploaded image, newest first, with a search by name or alt text and a filter by use
 * (both in the address), uploads of several files (drag and drop or the picker), and each image's
 * details. Orphans (unused for 30 days) are a filter, for a person to delete: nothing goes by itself.
 */
export function MediaScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const toast = useToast();
  const q = params.get("q") ?? "";
  const useParam = params.get("use");
  const use: MediaUseFilter | "" = MEDIA_USE_FILTERS.includes(useParam as MediaUseFilter) ? (useParam as MediaUseFilter) : "";
  const page = pageFrom(params.get("page"));
  const { data, error, mutate } = useApi<MediaList>(mediaListKey(q, use, page), { keepPreviousData: true });
  const orphans = useApi<MediaList>(use === "orphan" ? null : mediaListKey("", "orphan", 1)).data?.total ?? 0;
  const [open, setOpen] = useState<MediaItem | null>(null);
  const [uploading, setUploading] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);

  const go = (next: { q?: string; use?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nq = next.q ?? q;
    const nu = next.use ?? use;
    if (nq) query.set("q", nq);
    if (nu) query.set("use", nu);
    if ((next.page ?? 1) > 1) query.set("page", String(next.page));
    router.push(query.size ? `${pathname}?${query}` : pathname);
  };

  async function upload(files: File[]) {
    if (!files.length) return;
    setFailures([]);
    setUploading(files.length);
    const failed: string[] = [];
    let done = 0;
    // One after another, each through the same checks as every upload.
    for (const file of files) {
      const problem = checkImageFile(file);
      try {
        if (problem) throw new Error(problem);
        await uploadToLibrary(file);
        done += 1;
      } catch (err) {
        failed.push(`${file.name}: ${errorMessage(err, "încărcarea a eșuat")}`);
      }
      setUploading((n) => n - 1);
    }
    setFailures(failed);
    if (done) toast.success(MEDIA_UI.uploaded(done));
    if (input.current) input.current.value = "";
    await mutate();
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void upload([...event.dataTransfer.files]);
  };

  return (
    <>
      <PageHeader title="Media" description="Imaginile încărcate pe site: căutați-le, vedeți unde sunt folosite, completați textul alternativ." />
      {orphans > 0 ? (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
          {orphans === 1 ? "O imagine nu mai este folosită" : `${orphans} imagini nu mai sunt folosite`} de peste 30 de zile.{" "}
          <button type="button" className="font-semibold underline" onClick={() => go({ q: "", use: "orphan" })}>
            Vedeți-le
          </button>{" "}
          și ștergeți-le pe cele de care nu mai aveți nevoie.
        </p>
      ) : null}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mb-5 flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm ${dragging ? "border-brand-500 bg-brand-100/40" : "border-slate-300 bg-white"}`}
      >
        <p className="text-ink">Trageți imaginile aici sau</p>
        <input ref={input} id="media-upload" type="file" multiple accept="image/jpeg,image/png,image/gif" className="sr-only" onChange={(e) => void upload([...(e.target.files ?? [])])} />
        <Button onClick={() => input.current?.click()} disabled={uploading > 0} aria-busy={uploading > 0 || undefined}>
          {uploading ? `Se încarcă (${uploading})...` : "Alegeți imagini"}
        </Button>
        <p className="text-xs text-muted">JPEG, PNG sau GIF, maximum 8 MB fiecare.</p>
        {failures.length ? (
          <ul role="alert" className="mt-2 space-y-0.5 text-left text-red-800">
            {failures.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <form
        key={`${q}|${use}`}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          go({ q: String(form.get("q") ?? "").trim(), use: String(form.get("use") ?? "") });
        }}
        className="mb-5 grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-[minmax(0,1fr)_14rem_auto] sm:items-end"
      >
        <Field id="media-q" label="Caută">
          <TextInput id="media-q" name="q" type="search" defaultValue={q} placeholder="Nume sau text alternativ" />
        </Field>
        <Field id="media-use" label="Folosire">
          <Select id="media-use" name="use" defaultValue={use}>
            <option value="">Toate</option>
            {MEDIA_USE_FILTERS.map((key) => (
              <option key={key} value={key}>
                {MEDIA_USE_LABELS[key]}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" variant="secondary">
          Filtrează
        </Button>
      </form>
      <ListState
        list={{ data, error, mutate }}
        loadError={MEDIA_UI.loadError}
        loadingLabel="Se încarcă biblioteca..."
        isEmpty={(loaded) => loaded.items.length === 0}
        empty={
          <EmptyState title="Nicio imagine" description={q || use ? "Nicio imagine nu se potrivește filtrelor." : "Imaginile încărcate vor apărea aici."} />
        }
      >
        {(loaded) => (
          <>
            <p className="mb-3 text-sm text-muted">{loaded.total === 1 ? "O imagine" : `${loaded.total} imagini`}</p>
            <MediaGrid
              items={loaded.items}
              footer={(item) => (
                <Button size="sm" variant="secondary" className="w-full" onClick={() => setOpen(item)} aria-label={`Detalii ${mediaName(item)}`}>
                  Detalii
                </Button>
              )}
            />
            <Pagination page={page} totalPages={loaded.totalPages} onChange={(p) => go({ page: p })} label="Paginile bibliotecii" />
          </>
        )}
      </ListState>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open ? mediaName(open) : ""}>
        {open ? <MediaDetails key={open.id} item={data?.items.find((i) => i.id === open.id) ?? open} onChanged={() => mutate()} onClose={() => setOpen(null)} /> : null}
      </Modal>
    </>
  );
}
