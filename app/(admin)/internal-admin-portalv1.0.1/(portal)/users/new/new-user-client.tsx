"use client";
import { useRouter } from "next/navigation";
import { useSWRConfig } from "swr";
import { UserForm } from "@/components/admin/users/user-form";
import { PageHeader } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { createUser, USERS_KEY, USERS_MSG } from "@/lib/api/users";
import { ADMIN_BASE } from "@/lib/constants";

export function NewUserClient() {
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const listHref = `${ADMIN_BASE}/users`;
  return (
    <>
      <PageHeader title="Adaugă utilizator" description="Contul nou se poate autentifica imediat cu adresa de email și parola alese." />
      <UserForm
        cancelHref={listHref}
        onSubmit={async (payload) => {
          await createUser(payload);
          await mutate(USERS_KEY);
          toast.success(USERS_MSG.created);
          router.push(listHref);
        }}
      />
    </>
  );
}
