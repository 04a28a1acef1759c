/**
 * The reference every bench compares against: a Fastify hello-world answering a small JSON body, run as
 * its own process with the same Node and Fastify as the gateway. Prints "ready <port>" once listening.
 * GET / is the 50-connection reference; any POST (the rush's create_order with its body and headers) is
 * answered at once with a small envelope, the same-burst reference of bench/rush.ts.
 */
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
app.post('/*', async () => ({ statusCode: 200, data: { hello: 'world' } }))
app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' }).then(() => {
  const address = app.server.address()
  console.log(`ready ${typeof address === 'object' && address ? address.port : ''}`)
})
