// Business constants of SPEC.md section 9.
export const ADMIN_BASE = "/internal-admin-portalv1.0.1";
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 150;
/** The SEO check's focus keyphrase (optional): advice only, never needed to publish. */
export const FOCUS_KEYPHRASE_MAX = 100;
export const IMAGE_MAX_BYTES = 8_388_608;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
export const PASSWORD_MIN = 6;
export const DEFAULT_PAGE_SIZE = 10;
export const BLOG_PAGE_SIZE = 9;
export const CASE_STUDY_PAGE_SIZE = 9;
export const SUBMISSIONS_PAGE_SIZE = 10;
export const INBOX_PREVIEW_CHARS = 100;
export const DASHBOARD_PREVIEW_CHARS = 40;
export const CONTACT_MESSAGE_MAX = 255;

export const BLOG_CATEGORIES = [
  "Web Development",
  "PPC",
  "SEO",
  "Social Media Management",
  "Plan strategic de marketing online",
  "E-mail Marketing",
  "Branding",
  "Advertising",
  "Business Development",
] as const;

export const STORAGE_KEYS = { token: "token", user: "user", refreshedToken: "authToken" } as const;

export const BREAKPOINTS = { menu: 991, touch: 670, chat: 690, smoothScroll: 1190 } as const;
export const BACK_TO_TOP_AFTER = 600;
export const CHAT_WIDGET_DELAY_MS = 7000;

export const CAROUSELS = {
  caseStudies: { autoplay: 8000, speed: 2000 },
  blog: { autoplay: 8000, speed: 2000 },
  team: { autoplay: 3000, speed: 1500 },
  testimonials: { autoplay: 20000 },
} as const;
