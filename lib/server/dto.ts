import "server-only";
import { getTableColumns, type Table } from "drizzle-orm";
import { API_NAMES, type Dto } from "@/lib/dto/dto";

/**
 * A table's columns for a select, minus those named: a new column is selected (and reaches the DTO)
 * without being listed here; a list omits the heavy fields only its item's page shows.
 */
export function columnsWithout<T extends Table, O extends keyof T["_"]["columns"] & string = never>(
  table: T,
  omit: readonly O[] = [],
): Omit<T["_"]["columns"], O> {
  const columns = getTableColumns(table) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(columns).filter(([key]) => !(omit as readonly string[]).includes(key))) as Omit<T["_"]["columns"], O>;
}

/** A selected row as the API sends it (lib/dto/dto.ts): API names, ISO dates. */
export function toDto<Row extends object>(row: Row): Dto<Row> {
  const dto: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    dto[(API_NAMES as Record<string, string>)[key] ?? key] = value instanceof Date ? value.toISOString() : value;
  }
  return dto as Dto<Row>;
}
