import { previewing } from "@/lib/server/preview";

export const PREVIEW_BAR = { title: "Previzualizare", exit: "Ieși din previzualizare" } as const;

/**
 * Shown only in the portal's preview (Next's draft mode, whose guide puts this indicator in the layout):
 * staff see drafts and unsaved changes here, visitors never. Leaving is a plain form, working before
 * any script runs.
 */
export async function PreviewBar() {
  if (!(await previewing())) return null;
  return (
    <aside aria-label={PREVIEW_BAR.title} className="bg-amber-300 text-slate-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6">
        <p>
          <strong className="font-bold">{PREVIEW_BAR.title}</strong>
          <span className="ml-2">Vedeți ciornele și modificările nesalvate. Vizitatorii nu văd această bară.</span>
        </p>
        <form method="post" action="/api/preview/exit">
          <button type="submit" className="rounded-md bg-slate-950 px-3 py-1.5 font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-950">
            {PREVIEW_BAR.exit}
          </button>
        </form>
      </div>
    </aside>
  );
}
