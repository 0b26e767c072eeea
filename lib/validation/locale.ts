import { setLocale } from "yup";

// Anything a schema does not word itself still reaches users in Romanian.
setLocale({
  mixed: {
    default: "Valoarea nu este validă",
    required: "Acest câmp este obligatoriu",
    defined: "Acest câmp este obligatoriu",
    notNull: "Acest câmp este obligatoriu",
    oneOf: "Valoarea nu este una dintre opțiunile permise",
    notOneOf: "Valoarea nu este permisă",
    notType: "Tipul valorii nu este valid",
  },
  string: {
    length: "Valoarea trebuie să aibă exact ${length} caractere",
    min: "Valoarea trebuie să aibă cel puțin ${min} caractere",
    max: "Valoarea nu poate depăși ${max} caractere",
    matches: "Formatul valorii nu este valid",
    email: "Adresa de email nu este validă",
    url: "Adresa URL nu este validă",
    trim: "Valoarea nu poate începe sau se termina cu spații",
  },
  number: {
    min: "Valoarea trebuie să fie cel puțin ${min}",
    max: "Valoarea nu poate depăși ${max}",
    integer: "Valoarea trebuie să fie un număr întreg",
  },
  boolean: { isValue: "Valoarea trebuie să fie ${value}" },
  array: {
    min: "Sunt necesare cel puțin ${min} elemente",
    max: "Sunt permise cel mult ${max} elemente",
  },
  object: { noUnknown: "Câmpuri necunoscute" },
});
