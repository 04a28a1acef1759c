/** Mini-programs load a page's code with its package: the banner is imported as it is (the H5 file loads it lazily). */
export { AnnouncementBanner as LazyAnnouncementBanner } from './AnnouncementBanner'
