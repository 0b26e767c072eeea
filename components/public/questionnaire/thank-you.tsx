import type { Ref } from "react";
import { Icon } from "@/components/public/icons/icon";

type Props = {
  /** The fragment the redirect after the browser's own post names (lib/form-post.ts). */
  id: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** Sent by the page's scripts, or read from the address once they run; until then only CSS :target shows it. */
  shown: boolean;
};

/**
 * The screen after a successful questionnaire submission (SPEC 4: "Mulțumim!"). Always in the page,
 * hidden unless shown or the address's target (styles/form-outcome.css), where it takes the form's
 * place: a visitor without JavaScript lands on it after the redirect, scrolled to and focused.
 */
export function ThankYou({ id, headingRef, shown }: Props) {
  const headingId = `${id}-titlu`;
  return (
    <div
      id={id}
      tabIndex={-1}
      role="region"
      aria-labelledby={headingId}
      data-shown={shown || undefined}
      className="form-outcome questionnaire-done flex scroll-mt-28 flex-col items-center px-6 py-16 text-center focus:outline-none sm:px-10 sm:py-20"
    >
      <span aria-hidden="true" className="grid h-16 w-16 place-items-center rounded-full bg-linear-to-br from-brand-600 to-accent-500 text-white shadow-lg shadow-brand-600/30">
        <Icon name="check" className="h-8 w-8" />
      </span>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="mt-6 font-display text-3xl font-extrabold tracking-tight text-ink focus:outline-none sm:text-4xl">
        Mulțumim!
      </h3>
      <p className="mt-4 max-w-md text-lg leading-relaxed text-muted">
        Am primit răspunsurile tale. Un consultant le analizează și te contactează în cel mult o zi lucrătoare cu o propunere de pachet
        personalizat.
      </p>
    </div>
  );
}
