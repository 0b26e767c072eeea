"use client";
import Link from "next/link";
import { Icon } from "@/components/admin/icons";
import { Badge, Card } from "@/components/ui/states";
import { ROLE_LABELS, USERS_MSG, type UserRow } from "@/lib/api/users";
import { ADMIN_BASE } from "@/lib/constants";

type Props = {
  users: UserRow[];
  /** The signed-in user's row: its delete button stays disabled (SPEC 6). */
  isOwn: (user: UserRow) => boolean;
  deletingId: number | null;
  onDelete: (user: UserRow) => void;
};

const ICON_BUTTON =
  "inline-flex h-9 w-9 items-center justify-center rounded-lg ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2";

/** Name, email, role, actions: a table on wide screens, one card per user on phones. */
export function UsersTable({ users, isOwn, deletingId, onDelete }: Props) {
  return (
    <Card className="overflow-hidden">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Utilizatorii portalului</caption>
        <thead className="hidden border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-muted md:table-header-group">
          <tr>
            <th scope="col" className="px-6 py-3">Nume</th>
            <th scope="col" className="px-6 py-3">Email</th>
            <th scope="col" className="px-6 py-3">Rol</th>
            <th scope="col" className="px-6 py-3 text-right">Acțiuni</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => {
            const own = isOwn(user);
            const tipId = `user-${user.id}-own`;
            return (
              <tr key={user.id} className="block px-4 py-4 hover:bg-slate-50/60 md:table-row md:p-0">
                <td className="block md:table-cell md:px-6 md:py-4">
                  <span className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                    {user.name}
                    {own ? <Badge tone="blue">Contul dvs.</Badge> : null}
                  </span>
                </td>
                <td className="block break-all pt-0.5 text-muted md:table-cell md:px-6 md:py-4 md:break-normal">
                  <span className="sr-only md:hidden">Email: </span>
                  {user.email}
                </td>
                <td className="mt-2 block md:mt-0 md:table-cell md:px-6 md:py-4">
                  <span className="sr-only md:hidden">Rol: </span>
                  <Badge tone={user.role === "admin" ? "violet" : "slate"}>{ROLE_LABELS[user.role]}</Badge>
                </td>
                <td className="mt-3 block md:mt-0 md:table-cell md:px-6 md:py-4">
                  <div className="flex gap-2 md:justify-end">
                    <Link
                      href={`${ADMIN_BASE}/users/${user.id}`}
                      className={`${ICON_BUTTON} text-brand-700 ring-slate-300 hover:bg-brand-100 focus-visible:outline-brand-600`}
                      aria-label={`Editează utilizatorul ${user.name}`}
                      title="Editează"
                    >
                      <Icon name="edit" />
                    </Link>
                    <span title={own ? USERS_MSG.ownAccount : undefined} className="inline-flex">
                      <button
                        type="button"
                        onClick={() => onDelete(user)}
                        disabled={own || deletingId === user.id}
                        title={own ? USERS_MSG.ownAccount : "Șterge"}
                        aria-describedby={own ? tipId : undefined}
                        aria-label={`Șterge utilizatorul ${user.name}`}
                        className={`${ICON_BUTTON} text-red-600 ring-slate-300 hover:bg-red-50 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent`}
                      >
                        <Icon name="trash" />
                      </button>
                    </span>
                  </div>
                  {/* The reason is on screen, not only in a tooltip that touch screens and keyboards never show. */}
                  {own ? (
                    <p id={tipId} className="mt-1.5 text-xs text-muted md:text-right">
                      {USERS_MSG.ownAccount}
                    </p>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
