"use client";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { Pagination } from "@/components/ui/pagination";
import { ErrorState, Spinner } from "@/components/ui/states";
import { mediaListKey, MEDIA_UI, type MediaItem, type MediaList } from "@/lib/api/media";
import { useApi } from "@/lib/api/hooks";
import { MediaGrid, mediaName } from "./media-grid";

/** "Alege din bibliotecă": an image already uploaded, picked instead of uploading it again. */
export function MediaPicker({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (item: MediaItem) => void }) {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useApi<MediaList>(open ? mediaListKey(q, "", page) : null, { keepPreviousData: true });

  const field = useRef<HTMLInputElement>(null);
  // No <form>: the picker opens inside the editor's form, and forms do not nest.
  const search = () => {
    setQ(field.current?.value.trim() ?? "");
    setPage(1);
  };

  return (
    <Modal open={open} onClose={onClose} title={MEDIA_UI.pick}>
      <div role="search" className="mb-4 flex gap-2">
        <TextInput
          ref={field}
          id="media-picker-q"
          type="search"
          placeholder="Caută după nume sau text alternativ"
          aria-label="Caută în bibliotecă"
          defaultValue={q}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault(); // not the editor's save
            search();
          }}
        />
        <Button variant="secondary" onClick={search}>
          Caută
        </Button>
      </div>
      {error ? (
        <ErrorState message={MEDIA_UI.loadError} onRetry={() => void mutate()} />
      ) : !data ? (
        <Spinner />
      ) : data.items.length === 0 ? (
        <p className="text-sm text-muted">Nicio imagine găsită.</p>
      ) : (
        <>
          <MediaGrid
            items={data.items}
            footer={(item) => (
              <Button size="sm" className="w-full" onClick={() => onPick(item)} aria-label={`Alege ${mediaName(item)}`}>
                Alege
              </Button>
            )}
          />
          <Pagination page={page} totalPages={data.totalPages} onChange={setPage} label="Paginile bibliotecii" />
        </>
      )}
    </Modal>
  );
}
