/** The anchor the Tarife hero points to for the plans (SPEC 2.1). */
export const PLANS_ANCHOR = "tarife_servicii";
