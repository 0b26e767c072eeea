"use client";
import { useState } from "react";
import useSWR from "swr";
import { api } from "./client";

let mounts = 0;

/**
 * Loads one item for an edit form straight from the API on every visit, never from an earlier
 * visit's cache: a cached copy would carry an old updated_at and the save would be refused as
 * stale (QUALITY D1). The key is unique per mounted form.
 */
export function useFreshResource<T>(path: string | null) {
  const [visit] = useState(() => ++mounts);
  const { data, error, isLoading, mutate } = useSWR<T>(path ? [path, visit] : null, ([p]: [string, number]) => api.get<T>(p), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return {
    data: data ?? null,
    error: error as unknown,
    loading: isLoading,
    reload: () => void mutate(),
    /** Shows another saved version (the newer one an edit conflict loaded) without fetching again. */
    replace: (next: T) => void mutate(next, { revalidate: false }),
  };
}
