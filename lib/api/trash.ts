"use client";
import type { TrashItem } from "@/lib/dto/trash";
import { api } from "./client";

export type { TrashItem };
export const TRASH_KEY = "/trash";

export const restoreFromTrash = (id: number) => api.post<{ message: string }>(`${TRASH_KEY}/${id}/restore`);
export const emptyTrash = () => api.delete<{ message: string; removed: number }>(TRASH_KEY);
