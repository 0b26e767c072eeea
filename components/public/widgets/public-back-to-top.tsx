import { BackToTop } from "@/components/ui/back-to-top";
import { BACK_TO_TOP_AFTER } from "@/lib/constants";

/**
 * Public pages: the shared back-to-top with its progress ring, shown after 600 px of scroll (SPEC 2.1).
 * The chat launcher holds the bottom-right corner here, so the button stacks above it in the floating
 * lane, centred on it (styles/components.css; the wrapper's child selector outranks the button's own
 * bottom-5 / right-5).
 */
export function PublicBackToTop() {
  return (
    <div className="contents [&>button]:right-[calc(var(--floating-inset)+(var(--chat-launcher-size)-var(--back-to-top-size))/2)] [&>button]:bottom-(--floating-lane)">
      <BackToTop threshold={BACK_TO_TOP_AFTER} />
    </div>
  );
}
