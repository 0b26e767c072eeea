/** The one error type of the API: a status and a Romanian message, plus field errors for validation. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const MESSAGES = {
  unauthorized: "Autentificare necesară. Vă rugăm să vă conectați din nou.",
  forbidden: "Nu aveți permisiunea de a efectua această acțiune.",
  crossSite: "Cererea a venit de pe alt site și a fost refuzată. Folosiți formularele acestui site.",
  notFound: "Resursa căutată nu a fost găsită.",
  invalidJson: "Cererea nu este validă: corpul trebuie să fie un obiect JSON.",
  invalidId: "Identificatorul nu este valid.",
  invalidQuery: "Parametrii cererii nu sunt valizi.",
  internal: "A apărut o eroare internă. Vă rugăm să încercați din nou.",
  stale:
    "Conținutul a fost modificat de altcineva între timp. Reîncărcați pagina pentru a vedea ultima versiune înainte de a salva.",
  validation: "Datele trimise nu sunt valide.",
} as const;

export const notFound = (message: string = MESSAGES.notFound) => new ApiError(404, message);
