import * as yup from "yup";
import { trimmed, withoutControlChars } from "./common";

export const LOGIN_MSG = {
  emailRequired: "Adresa de e-mail este obligatorie",
  emailInvalid: "Introdu o adresă validă",
  passwordRequired: "Parola este obligatorie",
  badCredentials: "Nume de utilizator sau parolă incorecte",
  locked: "Prea multe încercări eșuate. Contul este blocat temporar; încercați din nou peste 10 minute.",
  addressLocked: "Prea multe încercări eșuate de la această adresă. Încercați din nou peste 10 minute.",
  sessionExpired: "Sesiunea a expirat. Vă rugăm să vă conectați din nou.",
} as const;

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Control characters are refused like in every other schema: the e-mail is looked up in SQL, where
// PostgreSQL cannot take a NUL or a lone surrogate (QUALITY R4), and no password may hold one (user.ts).
export const loginSchema = yup.object({
  email: withoutControlChars(trimmed().typeError(LOGIN_MSG.emailInvalid), LOGIN_MSG.emailInvalid)
    .required(LOGIN_MSG.emailRequired)
    .matches(SIMPLE_EMAIL, LOGIN_MSG.emailInvalid)
    .max(254, LOGIN_MSG.emailInvalid),
  password: withoutControlChars(yup.string().typeError(LOGIN_MSG.passwordRequired), LOGIN_MSG.badCredentials)
    .required(LOGIN_MSG.passwordRequired)
    .max(1024, LOGIN_MSG.badCredentials),
});

export type LoginInput = yup.InferType<typeof loginSchema>;
