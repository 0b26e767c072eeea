import { ValidationError } from "yup";
import { contactSchema } from "@/lib/validation/contact";
import { CONTACT_FIELDS, isContactField, normalizeContactValues, type ContactErrors, type ContactFieldName, type ContactValues } from "@/lib/leads/contact-form-model";

// The public contact form's checks through the shared schema (SPEC 5, the same one POST
// /api/contact-submissions uses). Loaded on demand (see loadContactValidation): yup is a third of
// the site's own JavaScript, and most visits never touch the form.

/** Only the fields a person types; selected_package and answers come from props and are checked by the server. */
const visibleSchema = contactSchema.pick([...CONTACT_FIELDS]);

/** The schema's first message for one field, or undefined when it is valid. */
export function validateContactField(name: ContactFieldName, values: ContactValues): string | undefined {
  try {
    visibleSchema.validateSyncAt(name, normalizeContactValues(values));
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/** Every failing field with its first message (the schema lists "required" before the length rules). */
export function validateContact(values: ContactValues): ContactErrors {
  try {
    visibleSchema.validateSync(normalizeContactValues(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: ContactErrors = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const path = issue.path ?? "";
      if (isContactField(path) && !errors[path]) errors[path] = issue.message;
    }
    return errors;
  }
}

