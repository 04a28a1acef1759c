/**
 * The reference every bench compares against: a Fastify hello-world answering a small JSON body, run as
 * its own process with the same Node and Fastify as the gateway. Prints "ready <port>" once listening.
 */
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' }).then(() => {
  const address = app.server.address()
  console.log(`ready ${typeof address === 'object' && address ? address.port : ''}`)
})
