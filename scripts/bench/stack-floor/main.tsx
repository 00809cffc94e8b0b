import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { initClient, initContract } from '@ts-rest/core'
import { createRoot } from 'react-dom/client'

/**
 * The fixed stack and nothing of ours: React, TanStack Router and Query, and a ts-rest client reading the
 * signed-in person's profile, shown under a heading once it answers. bench:phone measures it beside the
 * employee pages, as the least any page built on this stack can take on the phone (docs/decisions/0072).
 */
declare const SESSION_STORAGE_KEY: string

const c = initContract()
const contract = c.router({
  profile: { method: 'GET', path: '/api/v1/employee/profile', responses: { 200: c.type<{ data: unknown }>() } },
})
const { token } = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { token?: string }
const client = initClient(contract, { baseUrl: '', baseHeaders: { authorization: `Bearer ${token}` } })
const profileQuery = { queryKey: ['profile'], queryFn: () => client.profile() }
// Asked before the first render, as the app's landing gate asks for a page's data before its scripts run.
const queryClient = new QueryClient()
void queryClient.prefetchQuery(profileQuery)

function Profile() {
  const profile = useQuery(profileQuery)
  return (
    <main>
      <h1>My Profile</h1>
      {profile.data ? <p>{JSON.stringify(profile.data.body).slice(0, 200)}</p> : <div data-slot="skeleton" />}
    </main>
  )
}

const router = createRouter({ routeTree: createRootRoute({ component: Profile }) })
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
)
