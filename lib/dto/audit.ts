import type { AuditAction, AuditEntity } from "@/lib/audit";

/** A line of GET /api/audit-log ("Jurnal de activitate"). */
export type AuditEntryDto = {
  id: number;
  created_at: string;
  user_email: string;
  action: AuditAction;
  entity: AuditEntity;
  entity_id: string;
  summary: string;
  fields: string[];
  address: string;
};

export type AuditList = { entries: AuditEntryDto[]; totalPages: number };
