import { autosaveRoutes } from "@/lib/server/http/content-routes";

/** The caller's unsaved form of this item (lib/server/revisions.ts saveAutosave). */
export const { GET, PUT } = autosaveRoutes({ get: "GET /pages/[slugOrId]/autosave", put: "PUT /pages/[slugOrId]/autosave" }, "page", "slugOrId");
