import { render } from "@testing-library/react";
import { SWRConfig } from "swr";
import { InboxClient } from "@/app/(admin)/internal-admin-portalv1.0.1/(portal)/contact-submissions/inbox-client";
import { ToastProvider } from "@/components/ui/toast";

/** The inbox page as the portal shows it, with an SWR cache of its own so no test sees another's data. */
export function renderInboxClient() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <InboxClient />
      </ToastProvider>
    </SWRConfig>,
  );
}
