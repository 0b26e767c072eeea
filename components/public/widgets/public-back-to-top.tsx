import { BackToTop } from "@/components/ui/back-to-top";
import { BACK_TO_TOP_AFTER } from "@/lib/constants";

/**
 * Public pages: the shared back-to-top with its progress ring, shown after 600 px of scroll (SPEC 2.1).
 * The chat launcher holds the bottom-right corner here, so the button stacks above it, centred on it
 * (the wrapper's child selector outranks the button's own bottom-5 / right-5).
 */
export function PublicBackToTop() {
  return (
    <div className="contents [&>button]:right-6 [&>button]:bottom-[5.5rem]">
      <BackToTop threshold={BACK_TO_TOP_AFTER} />
    </div>
  );
}
