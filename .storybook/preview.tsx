import type { Decorator, Preview } from '@storybook/react-vite'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { createContext, useContext, useState, type ComponentType } from 'react'
import '../src/styles.css'

// Router links (Button with an internal href) need a router. Each story gets a throwaway one in
// memory whose only route renders the story. The story comes through context, wrapped in a fresh
// object on each render, so a change of args re-renders it without rebuilding the router.
const CurrentStory = createContext<{ Story: ComponentType }>({ Story: () => null })

function RenderStory() {
  const { Story } = useContext(CurrentStory)
  return <Story />
}

function createStoryRouter() {
  return createRouter({
    routeTree: createRootRoute({ component: RenderStory }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    // A link clicked in a story leads nowhere; keep showing the story.
    defaultNotFoundComponent: () => null,
  })
}

function MemoryRouter({ Story }: { Story: ComponentType }) {
  const [router] = useState(createStoryRouter)
  return (
    <CurrentStory.Provider value={{ Story }}>
      <RouterProvider router={router} />
    </CurrentStory.Provider>
  )
}

const withMemoryRouter: Decorator = (Story) => <MemoryRouter Story={Story} />

export default {
  decorators: [withMemoryRouter],
  parameters: { layout: 'centered' },
} satisfies Preview
