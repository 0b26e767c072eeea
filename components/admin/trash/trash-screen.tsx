"use client";
import { useState } from "react";
import { Icon } from "@/components/admin/icons";
import { Button } from "@/components/ui/button";
import { confirmDelete } from "@/components/ui/confirm";
import { Badge, Card, EmptyState, ListState, PageHeader } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { AUDIT_ENTITIES } from "@/lib/audit";
import { errorMessage } from "@/lib/api/client";
import { useApi } from "@/lib/api/hooks";
import { emptyTrash, restoreFromTrash, TRASH_KEY, type TrashItem } from "@/lib/api/trash";
import { formatDateTime } from "@/lib/dates";
import { TRASH_DAYS, TRASH_MSG } from "@/lib/trash";

/** The day an item leaves the trash for good. */
const goneOn = (deletedAt: string) => formatDateTime(new Date(Date.parse(deletedAt) + TRASH_DAYS * 86_400_000));

/** "Coș" (admins): what was deleted lately, each restorable with its address and history; "Golește coșul" ends it. */
export function TrashScreen() {
  const toast = useToast();
  const { data, error, mutate } = useApi<{ items: TrashItem[] }>(TRASH_KEY);
  const [busy, setBusy] = useState<number | "empty" | null>(null);

  async function restore(item: TrashItem) {
    setBusy(item.id);
    try {
      toast.success((await restoreFromTrash(item.id)).message);
      await mutate();
    } catch (err) {
      toast.error(errorMessage(err, TRASH_MSG.restoreError));
    } finally {
      setBusy(null);
    }
  }

  async function empty() {
    if (!confirmDelete(TRASH_MSG.emptyConfirm)) return;
    setBusy("empty");
    try {
      toast.success((await emptyTrash()).message);
      await mutate();
    } catch (err) {
      toast.error(errorMessage(err, TRASH_MSG.emptyError));
    } finally {
      setBusy(null);
    }
  }

  const items = data?.items ?? [];
  return (
    <>
      <PageHeader
        title="Coș"
        description={`Articolele, studiile de caz, serviciile, paginile, membrii echipei și planurile șterse. Se pot restaura ${TRASH_DAYS} de zile, cu adresa și istoricul lor.`}
        actions={
          items.length ? (
            <Button variant="secondary" onClick={() => void empty()} disabled={busy !== null} aria-busy={busy === "empty" || undefined} className="text-red-700">
              <Icon name="trash" className="h-4 w-4" />
              Golește coșul
            </Button>
          ) : null
        }
      />
      <ListState
        list={{ data, error, mutate }}
        loadError={TRASH_MSG.loadError}
        loadingLabel="Se încarcă coșul..."
        isEmpty={(loaded) => loaded.items.length === 0}
        empty={
          <EmptyState title="Coșul este gol" description="Ce ștergeți ajunge aici și poate fi restaurat." />
        }
      >
        {(loaded) => (
          <Card className="overflow-hidden">
            <ul className="divide-y divide-slate-100">
              {loaded.items.map((item) => (
                <li key={item.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <Badge>{AUDIT_ENTITIES[item.entity]}</Badge>
                      <span className="break-words font-semibold text-ink">{item.title}</span>
                    </p>
                    <p className="mt-1 text-sm text-muted">
                      Șters de {item.deleted_by || "sistem"} pe <time dateTime={item.deleted_at}>{formatDateTime(item.deleted_at)}</time>; definitiv pe {goneOn(item.deleted_at)}.
                    </p>
                  </div>
                  <Button variant="secondary" onClick={() => void restore(item)} disabled={busy !== null} aria-busy={busy === item.id || undefined} aria-label={`Restaurează ${item.title}`}>
                    Restaurează
                  </Button>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </ListState>
    </>
  );
}
