import * as yup from "yup";
import { text } from "./common";

export const MEDIA_ALT_MAX = 200;

/** PATCH /api/media/{id}: the image's alt text, what screen readers and Google read for it. */
export const mediaAltSchema = yup.object({ alt: text(MEDIA_ALT_MAX) });
