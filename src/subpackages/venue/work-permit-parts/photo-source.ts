/** Where the applicant's photo may come from, in the mini-programs: the camera or the album, the platform's own sheet. */
export const PHOTO_SOURCES: Array<'camera' | 'album'> = ['camera', 'album']
