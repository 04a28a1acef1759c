/** What ticket-bind-audience hands back to the page that opened it (Router.back({ result })). */
export interface PickedAudience {
  id: string
  name: string
}
