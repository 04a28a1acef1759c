/**
 * A background job every few seconds (expiring unpaid orders, sending sale reminders): one run at a
 * time in this process, what it did logged, a failure logged and tried again next round, stopped when
 * the app closes. Across processes the job itself takes turns: order expiry holds an advisory lock
 * (OrderService.closeExpiredOrders), so with several gateways one sweeps at a time.
 */
import type { FastifyInstance } from 'fastify'

export function startSweeper(app: FastifyInstance, name: string, sweep: () => Promise<number>, everyMs: number): void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    sweep()
      .then((n) => n && app.log.info({ count: n }, name))
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = false
      })
  }, everyMs)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
