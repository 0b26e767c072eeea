// Static imports of images (Next documents them; next-env.d.ts, which also references this, is written
// by `next build` and not kept in git).
/// <reference types="next/image-types/global" />
