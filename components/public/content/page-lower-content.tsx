import { PAGE_LOAD_ERROR, type PageLoad } from "./page-data";
import { hasText, RichHtml } from "./rich-html";
import { Section } from "./section";
import { LoadError } from "./states";

/** True when the page shows a section for its lower content (the text itself, or the load error). */
export const hasLowerContent = ({ page, failed }: PageLoad) => failed || Boolean(page && hasText(page.lowerContent));

/** A fixed page's lower content from the pages list, in its own section; the spec's message when it could not be read. */
export function PageLowerContent({ load }: { load: PageLoad }) {
  if (!hasLowerContent(load)) return null;
  return (
    <Section>
      {load.failed ? <LoadError message={PAGE_LOAD_ERROR} /> : <RichHtml html={load.page?.lowerContent ?? ""} className="mx-auto max-w-3xl" />}
    </Section>
  );
}
