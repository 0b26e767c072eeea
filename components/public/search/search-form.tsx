import Form from "next/form";
import { Icon } from "@/components/public/icons/icon";
import { SEARCH_MAX_LENGTH, SEARCH_PATH, SEARCH_QUERY } from "@/lib/search";

const STYLES = {
  header: { form: "search-form-header", input: "search-input-header", button: "search-button-header" },
  panel: { form: "search-form-panel", input: "search-input-panel", button: "search-button-panel" },
  page: { form: "search-form-page", input: "search-input-page", button: "search-button-page" },
} as const;

/**
 * The site search: a plain GET form to /cautare, so it works at the first paint and without scripts;
 * next/form turns it into a client navigation once the page has started.
 */
export function SearchForm({ id, variant, defaultValue = "" }: { id: string; variant: keyof typeof STYLES; defaultValue?: string }) {
  const style = STYLES[variant];
  return (
    <Form action={SEARCH_PATH} role="search" aria-label="Căutare pe site" className={style.form} prefetch={false}>
      <label htmlFor={id} className="sr-only">
        Caută pe site
      </label>
      <input
        id={id}
        type="search"
        name={SEARCH_QUERY}
        defaultValue={defaultValue}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={variant === "header" ? "Caută" : "Caută servicii, articole, studii de caz..."}
        enterKeyHint="search"
        autoComplete="off"
        className={style.input}
      />
      <button type="submit" className={style.button}>
        <Icon name="search" className="h-5 w-5" />
        <span className={variant === "page" ? "max-sm:sr-only" : "sr-only"}>Caută</span>
      </button>
    </Form>
  );
}
