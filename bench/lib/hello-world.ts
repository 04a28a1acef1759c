/**
 * The reference every bench compares against: a Fastify hello-world answering a small JSON body, run as
 * its own process with the same Node and Fastify as the gateway. Prints "ready <port>" once listening.
 * GET / is the 50-connection reference; any POST (the rush's create_order with its body and headers) is
 * answered at once with a small envelope, the same-burst reference of bench/rush.ts.
 *
 * GET /same-bytes/:name answers at once with a reply stored by PUT /same-bytes/:name (a JSON body
 * `{ headers, base64 }`): the bytes and headers a product page sends, from a route that does nothing
 * else. bench/browse.ts measures it beside the page, so a ratio shows what the reply itself costs to
 * write (its size and headers) apart from the gateway's work to answer it.
 */
import Fastify from 'fastify'

interface Stored {
  headers: Record<string, string>
  body: Buffer
}

const stored = new Map<string, Stored>()
const app = Fastify({ logger: false, bodyLimit: 4 * 1024 * 1024 })
app.get('/', async () => ({ hello: 'world' }))
app.post('/*', async () => ({ statusCode: 200, data: { hello: 'world' } }))
app.put<{ Params: { name: string }; Body: { headers: Record<string, string>; base64: string } }>('/same-bytes/:name', async (request) => {
  stored.set(request.params.name, { headers: request.body.headers, body: Buffer.from(request.body.base64, 'base64') })
  return { stored: request.params.name }
})
app.get<{ Params: { name: string } }>('/same-bytes/:name', async (request, reply) => {
  const kept = stored.get(request.params.name)
  if (!kept) return reply.code(404).send({ missing: request.params.name })
  return reply.headers(kept.headers).send(kept.body)
})
app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' }).then(() => {
  const address = app.server.address()
  console.log(`ready ${typeof address === 'object' && address ? address.port : ''}`)
})
// Exits on SIGTERM (the benches' stop) so a --cpu-prof profile is written.
process.on('SIGTERM', () => process.exit(0))
