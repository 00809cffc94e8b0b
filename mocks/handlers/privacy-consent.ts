import { contract } from '@contract'
import { conflict, implement, success } from '../adapter'
import { acknowledgeNotice, consentOf, eraseOptionalData, noticeInForce, updateChoices } from '../rules/privacy-consent'

/**
 * The privacy notice and the person's choices (docs/product/privacy.md#consent-and-notices). Every route
 * takes the caller's own record: there is no way to name another person's.
 */
const routes = contract.privacyConsent

export const privacyConsentHandlers = [
  implement(routes.consent, ({ user }) => success(consentOf(user), 'Your privacy notice and choices.')),

  implement(routes.acknowledgeNotice, ({ user, body }) => {
    const inForce = noticeInForce(user.company_id).version
    if (body.version !== inForce)
      return conflict(`A newer privacy notice, version ${inForce}, was published. Read it, then acknowledge it.`)
    if (!consentOf(user).acknowledged) acknowledgeNotice(user, inForce)
    return success(consentOf(user), 'Thank you. You acknowledged the privacy notice.')
  }),

  implement(routes.updateChoices, ({ user, body }) => {
    updateChoices(user, body)
    return success(consentOf(user), 'Your choice is saved. It applies from now on.')
  }),

  implement(routes.eraseMoodHistory, ({ user }) =>
    success({ erased: eraseOptionalData(user, 'mood') }, 'Your mood history was erased.'),
  ),

  implement(routes.erasePhoto, ({ user }) =>
    success({ erased: eraseOptionalData(user, 'photo') }, 'Your profile photo was erased.'),
  ),
]
