import { Badge } from "@/components/ui/states";
import type { TeamMember } from "@/lib/api/team";
import { TeamPhoto } from "./team-photo";
import { TeamRowActions } from "./team-row-actions";

type Props = { members: TeamMember[]; canDelete: boolean; deletingId: number | null; onDelete: (member: TeamMember) => void };

const TH = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted";

/** Photo, name, title, keyword, actions (SPEC 2.2); stacked cards on phones. */
export function TeamTable({ members, canDelete, deletingId, onDelete }: Props) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Membrii echipei</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={`${TH} w-20`}>Foto</th>
              <th scope="col" className={TH}>Nume</th>
              <th scope="col" className={TH}>Funcție</th>
              <th scope="col" className={TH}>Cuvânt cheie</th>
              <th scope="col" className={`${TH} text-right`}>Acțiuni</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {members.map((member) => (
              <tr key={member.id} className="transition-colors hover:bg-brand-100/30">
                <td className="px-4 py-3">
                  <TeamPhoto name={member.name} image={member.image} />
                </td>
                <td className="px-4 py-3 font-semibold text-ink">{member.name}</td>
                <td className="px-4 py-3 text-ink">{member.title}</td>
                <td className="px-4 py-3">
                  <Badge tone="violet">{member.keyword}</Badge>
                </td>
                <td className="px-4 py-3">
                  <TeamRowActions member={member} canDelete={canDelete} deleting={deletingId === member.id} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden" aria-label="Membrii echipei">
        {members.map((member) => (
          <li key={member.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-center gap-3">
              <TeamPhoto name={member.name} image={member.image} size="lg" />
              <div className="min-w-0">
                <p className="break-words font-semibold text-ink">{member.name}</p>
                <p className="text-sm text-muted">{member.title}</p>
                <div className="mt-1">
                  <Badge tone="violet">{member.keyword}</Badge>
                </div>
              </div>
            </div>
            <div className="mt-4 border-t border-slate-100 pt-3">
              <TeamRowActions member={member} canDelete={canDelete} deleting={deletingId === member.id} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
