import type { ContactFaq } from "./contact-faq-data";
import { Icon } from "@/components/public/icons/icon";

/**
 * SPEC 2.1: an accordion where one answer is open at a time. Native `<details>` elements sharing a
 * `name` form an exclusive accordion: the browser opens and closes them, by mouse or keyboard, before
 * and without JavaScript, and find-in-page opens the one that holds a match. The first starts open.
 */
export function ContactFaqAccordion({ items, idPrefix = "faq" }: { items: readonly ContactFaq[]; idPrefix?: string }) {
  return (
    <div className="faq-list">
      {items.map((item, index) => (
        <details key={item.question} name={idPrefix} open={index === 0} className="group">
          <summary className="faq-summary">
            <h3 id={`${idPrefix}-q-${index}`}>{item.question}</h3>
            <span
              aria-hidden="true"
              className="faq-toggle"
            >
              <Icon name="expand" className="h-4 w-4" />
            </span>
          </summary>
          <div className="px-5 pb-6 sm:px-7">
            <p className="max-w-3xl leading-relaxed text-muted">{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
