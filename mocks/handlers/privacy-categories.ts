import { contract } from '@contract'
import { implement } from '../adapter'
import { heldCategoriesOf } from '../rules/privacy-categories'

/**
 * What the company holds about the signed-in person (docs/product/privacy.md#what-the-company-holds). The
 * route takes no person: it answers the caller's own data only.
 */
export const privacyCategoryHandlers = [
  implement(contract.privacyCategories.list, ({ user }) => ({
    status: 200,
    body: { message: 'What the company holds about you.', data: heldCategoriesOf(user.id), errors: null },
  })),
]
