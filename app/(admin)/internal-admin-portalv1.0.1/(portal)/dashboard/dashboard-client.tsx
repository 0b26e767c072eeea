"use client";
import { greetingFor } from "@/components/admin/dashboard/greeting";
import { LeadsChart } from "@/components/admin/dashboard/leads-chart";
import { MailStatusSection } from "@/components/admin/dashboard/mail-status";
import { QuickActions } from "@/components/admin/dashboard/quick-actions";
import { RecentMessages } from "@/components/admin/dashboard/recent-messages";
import { ScheduledList } from "@/components/admin/dashboard/scheduled-list";
import { StatCards, StatCardsSkeleton } from "@/components/admin/dashboard/stat-cards";
import { DemoIdentityNotice } from "@/components/admin/dashboard/demo-identity-notice";
import { SuspectNotice } from "@/components/admin/dashboard/suspect-notice";
import { usePortalSession } from "@/components/admin/portal-session";
import { ErrorState } from "@/components/ui/states";
import { useDashboard } from "@/lib/api/hooks";

export const DASHBOARD_ERROR = "Nu s-au putut prelua datele pentru dashboard.";

/** Overview (SPEC 2.2): five stat cards, the unread messages (admin), quick actions, the leads chart (admin). */
export function DashboardClient() {
  const { user, isAdmin } = usePortalSession();
  const { data, error, isLoading, mutate } = useDashboard();
  // The portal renders only in the browser, after the session check, so the clock is the visitor's.
  const greeting = greetingFor(new Date().getHours());
  const failed = Boolean(error) && !data;

  return (
    <>
      <div className="mb-8">
        <p className="text-xs font-semibold uppercase tracking-widest text-brand-600">Dashboard</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {greeting}, {user.name}!
        </h1>
        <p className="mt-1 text-sm text-muted">Iată pe scurt ce se întâmplă pe site astăzi.</p>
      </div>

      {isAdmin ? <MailStatusSection /> : null}
      {isAdmin && data ? <DemoIdentityNotice fields={data.demoFields} /> : null}
      {isAdmin && data ? <SuspectNotice count={data.suspect} /> : null}

      <div aria-live="polite" aria-busy={isLoading}>
        {failed ? (
          <ErrorState message={DASHBOARD_ERROR} onRetry={() => void mutate()} />
        ) : data ? (
          <StatCards data={data} />
        ) : (
          <>
            <span className="sr-only" role="status">
              Se încarcă...
            </span>
            <StatCardsSkeleton />
          </>
        )}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        {isAdmin && data ? <RecentMessages submissions={data.submissions} unread={data.unread} className="lg:col-span-3" /> : null}
        <QuickActions isAdmin={isAdmin} wide={!isAdmin} className={isAdmin ? "lg:col-span-2" : "lg:col-span-5"} />
      </div>

      {data ? <ScheduledList items={data.scheduled} className="mt-6" /> : null}

      {isAdmin && data?.leads ? <LeadsChart stats={data.leads} className="mt-6" /> : null}
    </>
  );
}
