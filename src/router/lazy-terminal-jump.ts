/** Mini-programs load their code with the package: the terminal jump is imported as it is (the H5 file loads it on the tap). */
export { openTerminalJump } from './terminal-jump-open'
