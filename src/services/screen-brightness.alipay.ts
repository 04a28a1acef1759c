/** Screen brightness and keep-awake in the Alipay mini-program: the shared mini-program calls (mini-program-screen.ts). */
import { brightenMiniProgramScreen } from './mini-program-screen'

export const brightenScreen = brightenMiniProgramScreen
