import type { Page } from '@playwright/test'

export const LANDING_HEADLINE = 'HR made simple for growing Philippine businesses'

/** The landing page's h1: what a signed-out visitor at / sees first. */
export const landingHeadline = (page: Page) => page.getByRole('heading', { level: 1, name: LANDING_HEADLINE })
