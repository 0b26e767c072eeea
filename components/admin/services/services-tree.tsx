import { StatusBadge } from "@/components/ui/states";
import type { ServiceSummary } from "@/lib/api/services";
import { SelectAllBox, SelectBox, type Selection } from "../lists/bulk-bar";
import { ServiceRowActions } from "./service-row-actions";
import { ServiceThumb } from "./service-thumb";

type Props = {
  services: ServiceSummary[];
  canDelete: boolean;
  deletingId: number | null;
  onDelete: (service: ServiceSummary) => void;
  selection: Selection;
};

const TH = "px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted";

function subCount(n: number): string {
  if (n === 0) return "Fără sub-servicii";
  return n === 1 ? "1 sub-serviciu" : n < 20 ? `${n} sub-servicii` : `${n} de sub-servicii`;
}

function Title({ service, parent }: { service: ServiceSummary; parent?: ServiceSummary }) {
  return (
    <div className="min-w-0">
      <p className={`break-words ${parent ? "font-medium" : "font-semibold"} text-ink`}>
        {parent ? <span className="sr-only">Sub-serviciu al „{parent.title}”: </span> : null}
        {service.title}
      </p>
      <p className="mt-0.5 break-words text-xs text-muted">
        /servicii/{service.slug}
        {parent ? null : <span className="whitespace-nowrap"> · {subCount(service.sub_services.length)}</span>}
      </p>
    </div>
  );
}

/** The connector drawn before a sub-service, so the tree reads at a glance. */
function Branch({ last }: { last: boolean }) {
  return (
    <span aria-hidden="true" className="relative h-12 w-6 shrink-0">
      <span className={`absolute left-2 top-0 w-px bg-slate-300 ${last ? "h-1/2" : "h-full"}`} />
      <span className="absolute left-2 top-1/2 h-px w-4 bg-slate-300" />
    </span>
  );
}

/**
 * Services as a tree (SPEC 2.2): main services with their sub-services indented under them. A table
 * from the md breakpoint up; nested cards on phones, so nothing overflows at 390 px.
 */
export function ServicesTree({ services, canDelete, deletingId, onDelete, selection }: Props) {
  const select = (service: ServiceSummary, className?: string) => <SelectBox selection={selection} id={service.id} name={service.title} className={className} />;
  const actions = (service: ServiceSummary) => (
    <ServiceRowActions service={service} canDelete={canDelete} deleting={deletingId === service.id} onDelete={onDelete} />
  );
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Servicii și sub-servicii</caption>
          <thead className="bg-slate-50">
            <tr className="border-b border-slate-200">
              <th scope="col" className={`${TH} w-10`}>
                <SelectAllBox selection={selection} label="Selectează toate serviciile" />
              </th>
              <th scope="col" className={`${TH} w-24`}>Imagine</th>
              <th scope="col" className={TH}>Titlu</th>
              <th scope="col" className={`${TH} w-28`}>Status</th>
              <th scope="col" className={`${TH} text-right`}>Acțiuni</th>
            </tr>
          </thead>
          {services.map((main) => (
            <tbody key={main.id} className="border-b border-slate-200 last:border-b-0">
              <tr className="transition-colors hover:bg-brand-100/30" data-level="1">
                <td className="px-3 py-3">{select(main)}</td>
                <td className="px-3 py-3">
                  <ServiceThumb src={main.image} />
                </td>
                <td className="px-3 py-3">
                  <Title service={main} />
                </td>
                <td className="px-3 py-3">
                  <StatusBadge status={main.status} />
                </td>
                <td className="px-3 py-3">{actions(main)}</td>
              </tr>
              {main.sub_services.map((sub, index) => (
                <tr key={sub.id} className="bg-slate-50/60 transition-colors hover:bg-brand-100/30" data-level="2">
                  <td className="px-3 py-1.5">{select(sub)}</td>
                  <td className="px-3 py-1.5">
                    <div className="flex items-center">
                      <Branch last={index === main.sub_services.length - 1} />
                      <ServiceThumb src={sub.image} size="sm" />
                    </div>
                  </td>
                  <td className="px-3 py-1.5">
                    <Title service={sub} parent={main} />
                  </td>
                  <td className="px-3 py-1.5">
                    <StatusBadge status={sub.status} />
                  </td>
                  <td className="px-3 py-1.5">{actions(sub)}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>

      <ul className="space-y-4 md:hidden" aria-label="Servicii">
        {services.map((main) => (
          <li key={main.id} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            <div className="p-4">
              <div className="flex items-start gap-3">
                {select(main, "mt-1")}
                <ServiceThumb src={main.image} />
                <div className="min-w-0 flex-1">
                  <Title service={main} />
                </div>
                <StatusBadge status={main.status} />
              </div>
              <div className="mt-3">{actions(main)}</div>
            </div>
            {main.sub_services.length > 0 ? (
              <ul className="space-y-2 border-t border-slate-100 bg-slate-50/70 p-3 pl-4" aria-label={`Sub-servicii ${main.title}`}>
                {main.sub_services.map((sub) => (
                  <li key={sub.id} className="rounded-lg border-l-4 border-brand-500/40 bg-white p-3 shadow-sm ring-1 ring-slate-200">
                    <div className="flex items-start gap-3">
                      {select(sub, "mt-1")}
                      <ServiceThumb src={sub.image} size="sm" />
                      <div className="min-w-0 flex-1">
                        <Title service={sub} parent={main} />
                      </div>
                      <StatusBadge status={sub.status} />
                    </div>
                    <div className="mt-3">{actions(sub)}</div>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
