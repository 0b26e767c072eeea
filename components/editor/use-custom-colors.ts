"use client";
import { useCallback } from "react";
import { api } from "@/lib/api/client";
import { useApi } from "@/lib/api/hooks";
import { addCustomColor } from "@/lib/editor/colors";

export const CUSTOM_COLORS_KEY = "/custom-colors";

type CustomColors = { colors: string[] };

/**
 * The custom colours shared by every editor (SPEC 3, 7): one SWR entry keyed "/custom-colors", so a
 * colour added in one editor shows at once in the others. The full list is saved; a failed save is
 * only logged (SPEC 8) and the colour stays usable in this session.
 */
export function useCustomColors() {
  const { data, mutate } = useApi<CustomColors>(CUSTOM_COLORS_KEY);
  const colors = data?.colors ?? [];

  const add = useCallback(
    async (color: string) => {
      const current = data?.colors ?? [];
      const next = addCustomColor(current, color);
      if (next.length === current.length) return;
      await mutate({ colors: next }, { revalidate: false });
      try {
        const saved = await api.post<CustomColors>(CUSTOM_COLORS_KEY, { colors: next });
        if (Array.isArray(saved?.colors)) await mutate({ colors: saved.colors }, { revalidate: false });
      } catch (error) {
        console.error("Nu s-au putut salva culorile personalizate", error);
      }
    },
    [data, mutate],
  );

  return { colors, add };
}
