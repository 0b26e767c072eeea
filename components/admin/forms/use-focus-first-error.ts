"use client";
import { useEffect } from "react";

type FormLike = { submitCount: number; isValid: boolean; isSubmitting: boolean; errors: object };

/** Flattens Formik errors ({ faqs: [{ question: "x" }] }) to dotted paths ("faqs.0.question"). */
export function errorPaths(errors: unknown, prefix = ""): string[] {
  if (!errors) return [];
  if (typeof errors === "string") return [prefix];
  if (typeof errors !== "object") return [];
  return Object.entries(errors as Record<string, unknown>).flatMap(([key, value]) =>
    errorPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * SPEC 5: after a refused submit the first failing field (in `order`, the order of the form) is
 * scrolled to and focused. `idFor` maps a dotted error path to the control's id.
 */
export function useFocusFirstError(form: FormLike, order: string[], idFor: (path: string) => string) {
  const { submitCount, isValid, isSubmitting, errors } = form;
  useEffect(() => {
    if (submitCount === 0 || isValid || isSubmitting) return;
    const paths = errorPaths(errors);
    const rank = (path: string) => {
      const index = order.findIndex((field) => path === field || path.startsWith(`${field}.`));
      return index === -1 ? order.length : index;
    };
    const first = [...paths].sort((a, b) => rank(a) - rank(b))[0];
    if (!first) return;
    const element = document.getElementById(idFor(first));
    if (element) {
      element.scrollIntoView?.({ behavior: "smooth", block: "center" });
      element.focus({ preventScroll: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refused submit
  }, [submitCount, isSubmitting]);
}

/** Maps the API's 422 field errors ("faqs[0].question") onto Formik's nested error shape. */
export function serverErrorsToFormik(errors: Record<string, string> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors ?? {})) {
    const keys = path.replace(/\[(\d+)\]/g, ".$1").split(".").filter(Boolean);
    let node: Record<string, unknown> = out;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) node[key] = message;
      else node = (node[key] ??= /^\d+$/.test(keys[i + 1]) ? [] : {}) as Record<string, unknown>;
    });
  }
  return out;
}
