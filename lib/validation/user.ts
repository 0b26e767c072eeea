import * as yup from "yup";
import { PASSWORD_MIN } from "@/lib/constants";
import { MSG, trimmed, withoutControlChars } from "./common";

export const USER_MSG = {
  emailInvalid: "Adresa de email nu este validă",
  passwordMin: "Parola trebuie să aibă cel puțin 6 caractere",
  duplicateEmail: "Această adresă de email este deja folosită",
  role: "Rolul trebuie să fie editor sau admin",
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One schema for the user form and the API; context.isNew makes the password mandatory (create). */
export const userSchema = yup.object({
  name: withoutControlChars(trimmed().typeError(MSG.required)).required(MSG.required).max(200, MSG.tooLong),
  email: withoutControlChars(
    trimmed()
      .typeError(USER_MSG.emailInvalid)
      .transform((v: unknown) => (typeof v === "string" ? v.toLowerCase() : v)),
  )
    .required(MSG.required)
    .max(254, USER_MSG.emailInvalid)
    .matches(EMAIL, USER_MSG.emailInvalid),
  // Default editor on create; on edit a missing role keeps the current one (never a silent demotion).
  role: yup
    .string()
    .oneOf(["editor", "admin"] as const, USER_MSG.role)
    .when("$isNew", { is: true, then: (s) => s.default("editor").required(MSG.required) }),
  // No control characters in a password either: the sign-in form refuses them (auth.ts), and two lone
  // surrogates would hash alike once argon2 gets the text as UTF-8.
  password: withoutControlChars(
    yup
      .string()
      .typeError(USER_MSG.passwordMin)
      .transform((v: unknown) => (v === "" || v === null ? undefined : v)),
  )
    .min(PASSWORD_MIN, USER_MSG.passwordMin)
    .max(1024, MSG.tooLong)
    .when("$isNew", { is: true, then: (s) => s.required(MSG.required) }),
});

export type UserInput = yup.InferType<typeof userSchema>;
