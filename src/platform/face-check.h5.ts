/** H5: browsers have no face API (the receive flow never gets here: FACE_AUTH_PLATFORMS). */
import type { FaceCheckStart } from '../../types/api/user'

export function runFaceCheck(_start: FaceCheckStart): Promise<string | undefined> {
  return Promise.resolve(undefined)
}
