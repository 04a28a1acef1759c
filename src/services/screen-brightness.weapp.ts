/** Screen brightness and keep-awake in the WeChat mini-program: the shared mini-program calls (mini-program-screen.ts). */
import { brightenMiniProgramScreen } from './mini-program-screen'

export const brightenScreen = brightenMiniProgramScreen
