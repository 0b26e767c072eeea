"use client";
import { useRouter } from "next/navigation";
import { useSWRConfig } from "swr";
import { ItemLoadError } from "@/components/admin/item-load-error";
import { usePortalSession } from "@/components/admin/portal-session";
import { UserForm } from "@/components/admin/users/user-form";
import { ButtonLink } from "@/components/ui/button";
import { updateStoredUser } from "@/lib/auth/client-session";
import { PageHeader, Spinner } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { useFreshResource } from "@/lib/api/resource";
import { updateUser, USERS_KEY, USERS_MSG, type UserRow } from "@/lib/api/users";
import { ADMIN_BASE } from "@/lib/constants";

export function EditUserClient({ id }: { id: string }) {
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { user: me } = usePortalSession();
  const valid = /^\d{1,9}$/.test(id);
  // Fresh on every visit: the form starts from what is stored now, not from an earlier visit's cache.
  const { data: user, error, reload } = useFreshResource<UserRow>(valid ? `${USERS_KEY}/${id}` : null);
  const listHref = `${ADMIN_BASE}/users`;
  const isSelf = (u: UserRow) => (me.id !== undefined ? me.id === u.id : me.email.toLowerCase() === u.email.toLowerCase());

  return (
    <>
      <PageHeader
        title="Editează utilizatorul"
        description={user ? user.email : undefined}
        actions={
          <ButtonLink href={listHref} variant="secondary">
            Înapoi la listă
          </ButtonLink>
        }
      />
      <div aria-live="polite">
        {error || !valid ? (
          <ItemLoadError
            error={error}
            missing={!valid}
            notFoundMessage={USERS_MSG.notFound}
            loadErrorMessage={USERS_MSG.loadError}
            listHref={listHref}
            listLabel="Înapoi la listă"
            onRetry={reload}
          />
        ) : !user ? (
          <Spinner label="Se încarcă utilizatorul..." />
        ) : (
          <UserForm
            key={user.id}
            user={user}
            isSelf={isSelf(user)}
            cancelHref={listHref}
            onSubmit={async (payload) => {
              const saved = await updateUser(user.id, payload);
              // The sidebar shows the signed-in user's name and role from browser storage: keep it current.
              if (isSelf(user)) updateStoredUser({ id: saved.id, name: saved.name, email: saved.email, role: saved.role });
              await mutate(USERS_KEY);
              toast.success(USERS_MSG.updated);
              router.push(listHref);
            }}
          />
        )}
      </div>
    </>
  );
}
