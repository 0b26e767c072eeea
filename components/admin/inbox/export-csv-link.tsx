"use client";
import { useState, type MouseEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { API_BASE, errorMessage } from "@/lib/api/client";
import { downloadCsv, exportPath } from "@/lib/api/inbox";
import type { InboxFilters } from "@/lib/validation/leads";
import { Icon } from "../icons";

export const EXPORT_FAILED = "Nu s-a putut exporta lista de mesaje. Încercați din nou.";

/**
 * "Exportă CSV" with the given filters. A link to the export's address; the click fetches it with the
 * portal's token (the API takes no cookie) and saves the file under the server's dated name.
 */
export function ExportCsvLink({ filters, label = "Exportă CSV" }: { filters: InboxFilters; label?: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await downloadCsv(filters);
    } catch (error) {
      toast.error(errorMessage(error, EXPORT_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <a href={`${API_BASE}${exportPath(filters)}`} onClick={(e) => void download(e)} aria-busy={busy} className={buttonClass("secondary")}>
      <Icon name="download" className="h-4 w-4" />
      {busy ? "Se pregătește fișierul..." : label}
    </a>
  );
}
