/** How long a banner slide shows before the next, on every platform (Banner.tsx, Banner.h5.tsx). */
export const BANNER_INTERVAL_MS = 4000
