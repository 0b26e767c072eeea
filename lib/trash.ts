/** How long a deleted item waits in "Coș" before it is deleted for good (lib/server/trash.ts). */
export const TRASH_DAYS = 30;

export const TRASH_MSG = {
  notFound: "Elementul nu mai este în coș.",
  slugTaken: "Adresa acestui element este folosită acum de alt element. Schimbați adresa celuilalt, apoi restaurați.",
  parentGone: "Elementul de care depinde (serviciul principal sau categoria planului) a fost șters. Restaurați-l sau recreați-l întâi.",
  restored: "Elementul a fost restaurat.",
  emptied: "Coșul a fost golit.",
  emptyConfirm: "Ștergeți definitiv tot ce este în coș? Elementele nu mai pot fi restaurate.",
  loadError: "Nu s-a putut încărca coșul.",
  restoreError: "Elementul nu a putut fi restaurat.",
  emptyError: "Coșul nu a putut fi golit.",
} as const;
