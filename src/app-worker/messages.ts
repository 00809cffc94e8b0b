/** What the page posts to a waiting app worker when the person chooses Reload: take over now. */
export const ACTIVATE_NOW = 'empleo:activate-now'
