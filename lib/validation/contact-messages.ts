// The contact form's texts and limits without yup: the public pages import these at once, while
// the schema (lib/validation/contact.ts, which re-exports all of this) loads when a visitor starts
// on the form.

// SPEC 5 gives the website field one message, for a missing value as for one too short or too long.
const WEBSITE_INVALID = "Website-ul sau compania sunt obligatorii";

/** Public contact form (also the questionnaire's last step), SPEC 5. */
export const CONTACT_MSG = {
  numeRequired: "Numele este obligatoriu",
  numeMin: "Numele trebuie să aibă cel puțin 2 caractere",
  numeMax: "Numele nu poate depăși 100 de caractere",
  numeChars: "Numele conține caractere nepermise",
  prenumeRequired: "Prenumele este obligatoriu",
  prenumeMin: "Prenumele trebuie să aibă cel puțin 2 caractere",
  prenumeMax: "Prenumele nu poate depăși 100 de caractere",
  prenumeChars: "Prenumele conține caractere nepermise",
  emailRequired: "Emailul este obligatoriu",
  emailMin: "Emailul trebuie să aibă cel puțin 2 caractere",
  emailMax: "Emailul nu poate depăși 100 de caractere",
  emailInvalid: "Email invalid",
  emailChars: "Emailul conține caractere nepermise",
  telefonRequired: "Numărul de telefon este obligatoriu",
  telefonInvalid: "Număr de telefon invalid",
  telefonChars: "Numărul de telefon conține caractere nepermise",
  websiteRequired: WEBSITE_INVALID,
  websiteMin: WEBSITE_INVALID,
  websiteMax: WEBSITE_INVALID,
  websiteChars: "Website-ul sau compania conțin caractere nepermise",
  // SPEC 5 and 8 give the message two texts only: an empty message is simply too short.
  mesajRequired: "Mesajul este prea scurt",
  mesajMin: "Mesajul este prea scurt",
  mesajMax: "Mesaj prea lung",
  mesajChars: "Mesajul conține caractere nepermise",
  packageMax: "Numele pachetului nu poate depăși 200 de caractere",
  packageChars: "Numele pachetului conține caractere nepermise",
  answersInvalid: "Răspunsurile la chestionar nu sunt valide",
  success: "Mesajul a fost trimis cu succes! Vă vom contacta în curând.",
  failure: "A apărut o eroare la trimiterea mesajului. Vă rugăm să încercați din nou.",
  tooMany: "Ați trimis prea multe mesaje într-un timp scurt. Vă rugăm să încercați din nou peste câteva minute.",
  readInvalid: "Starea mesajului trebuie să fie true sau false",
} as const;

export const CONTACT_TEXT_MIN = 2;
export const CONTACT_TEXT_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
/** The hidden field a person never sees; bots fill it (QUALITY R1). */
export const HONEYPOT_FIELD = "company_website";

export type AnswerChoice = string | string[];
export type AnswersMap = Record<string, AnswerChoice>;
