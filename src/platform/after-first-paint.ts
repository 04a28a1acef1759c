/** Mini-programs: the launch checks are in the main package (no code is fetched at run time); run once the first page is up. */
import { runLaunchChecks } from './launch-checks'

/** Long enough for the first page's own calls to go first. */
const AFTER_MS = 800

export function afterFirstPaint(): void {
  setTimeout(() => void runLaunchChecks(), AFTER_MS)
}
