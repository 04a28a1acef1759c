import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConsoleApp } from './ConsoleApp'
import { keepLinkedMerchant } from './session/merchant-hint'

// Before any redirect to the login page drops the query: the link's merchant is the one signed in to.
keepLinkedMerchant(window.location.search)

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>
)
