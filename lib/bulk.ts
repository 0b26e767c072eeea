/** The lists' bulk actions (POST …/bulk, lib/server/bulk.ts) and how the portal names them. */
export const BULK_ACTION_LABELS = { publish: "Publică", draft: "Trece în draft", delete: "Mută în coș" } as const;
export type BulkActionName = keyof typeof BULK_ACTION_LABELS;
export type BulkResult = { id: number; ok: boolean; message?: string };

export const BULK_UI = {
  selected: (n: number) => (n === 1 ? "Un element selectat" : `${n} elemente selectate`),
  apply: "Aplică",
  choose: "Acțiune pentru selecție",
  confirmDelete: (n: number) => `Mutați ${n === 1 ? "elementul selectat" : `cele ${n} elemente selectate`} în coș?`,
  done: (ok: number, failed: number) => `${ok === 1 ? "Un element" : `${ok} elemente`} gata${failed ? `; ${failed === 1 ? "unul nu a putut fi modificat" : `${failed} nu au putut fi modificate`}` : ""}.`,
  error: "Acțiunea nu a putut fi aplicată.",
} as const;
