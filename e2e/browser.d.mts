/** Types of what the mini-program tests (e2e-mini/, TypeScript) take from the browser tests' helpers. */
export function seededTemplate(env?: Record<string, string>): Promise<string>
export function runGateway(dataDir: string, env: Record<string, string>): Promise<{ base: string; stop(): Promise<void> }>
