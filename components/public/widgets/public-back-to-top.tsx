import { BackToTop } from "@/components/ui/back-to-top";
import { BACK_TO_TOP_AFTER } from "@/lib/constants";

/** Public pages: the shared back-to-top with its progress ring, shown after 600 px of scroll (SPEC 2.1). */
export function PublicBackToTop() {
  return <BackToTop threshold={BACK_TO_TOP_AFTER} />;
}
