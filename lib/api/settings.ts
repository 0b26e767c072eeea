"use client";
import type { SiteSettingsDto } from "@/lib/dto/settings";
import type { SettingsInput } from "@/lib/validation/settings";
import { api } from "./client";

export type { SiteSettingsDto };
export const SETTINGS_KEY = "/settings";

export const saveSettings = (payload: SettingsInput) => api.put<SiteSettingsDto>(SETTINGS_KEY, payload);
