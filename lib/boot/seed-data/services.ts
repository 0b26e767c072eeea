import { brandingService, socialService } from "./services-brand-social";
import { contentService, websiteService } from "./services-content-web";
import { ppcService, seoService } from "./services-seo-ppc";
import type { ServiceSeed } from "./types";

/** The six main services, in menu order; each carries its published sub-services. */
export const SERVICES: ServiceSeed[] = [
  seoService,
  ppcService,
  brandingService,
  socialService,
  contentService,
  websiteService,
];
