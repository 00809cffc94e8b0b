import type { Decorator } from '@storybook/react-vite'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'

function StoryRouter({ story }: { story: () => ReactNode }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: story }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    }),
  )
  return <RouterProvider router={router} />
}

/** Page components read the router (history, navigation); a story gets a router of its own. */
export const withRouter: Decorator = (Story) => <StoryRouter story={() => <Story />} />
