import { autosaveRoutes } from "@/lib/server/http/content-routes";

/** The caller's unsaved form of this item (lib/server/revisions.ts saveAutosave). */
export const { GET, PUT } = autosaveRoutes({ get: "GET /packages/[id]/autosave", put: "PUT /packages/[id]/autosave" }, "plan");
