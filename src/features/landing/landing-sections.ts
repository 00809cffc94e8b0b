/**
 * The landing page's sections, in page order (docs/product/screens-and-routes.md#landing-page): each nav item scrolls
 * to the one of its name.
 */
export const landingSections = [
  { id: 'home', label: 'Home' },
  { id: 'features', label: 'Features' },
  { id: 'pricing', label: 'Pricing' },
] as const

export type SectionId = (typeof landingSections)[number]['id']
