import type { Decorator } from '@storybook/react-vite'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'

function StoryRouter({ story, path }: { story: () => ReactNode; path: string }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: story }),
      history: createMemoryHistory({ initialEntries: [path] }),
    }),
  )
  return <RouterProvider router={router} />
}

/** The shell reads the address (which item is current): a story gets a router of its own at `path`. */
export const withRouterAt =
  (path: string): Decorator =>
  (Story) => <StoryRouter path={path} story={() => <Story />} />
