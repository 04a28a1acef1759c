/**
 * On the web, the album only: the phone's browser already offers the camera in its own file chooser, and
 * with both sources Taro's H5 chooseImage first opens a sheet of its own, written in Chinese whatever the
 * language.
 */
export const PHOTO_SOURCES: Array<'camera' | 'album'> = ['album']
