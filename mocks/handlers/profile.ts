import { contract } from '@contract'
import { implement, success, tooManyRequests, unprocessable } from '../adapter'
import { nowIso } from '../clock'
import { findUserById, updateUser } from '../db/users'
import { notices } from '../notices'
import { notify } from '../notify'
import { presentProfile } from '../presenters/employee-records'
import { logOwnChange } from '../rules/access-log'
import { replaceAvatar } from '../rules/avatars'
import { hashPassword, verifyPassword } from '../rules/passwords'
import { voidSessions } from '../rules/sessions'
import {
  clearStepUpFailures,
  recordStepUpFailure,
  stepUpRetryAfter,
  tooManyStepUpsMessage,
} from '../rules/step-up-throttle'
import { checkImage } from '../rules/uploaded-files'

/** The signed-in person's own profile: open to everyone with a session. */
const routes = contract.profile

export const profileHandlers = [
  implement(routes.get, ({ user }) => success(presentProfile(user), 'Your profile.')),

  implement(routes.updateAvatar, async ({ user, body, request }) => {
    const image = await checkImage(body.avatar)
    if (!image.ok) return unprocessable(image.errors)
    const url = await replaceAvatar(user, image.file, new URL(request.url).origin)
    logOwnChange(user, 'photo', 'your profile photo', 'To show your new photo.')
    return success({ employee_avatar: url }, 'Your profile photo was updated.')
  }),

  /**
   * Needs the current password (ASVS 6.4.3), whose wrong guesses are limited (step-up throttle); this
   * session stays, every other one ends (ASVS 7.4.3).
   */
  implement(routes.changePassword, async ({ user, session, body }) => {
    const { current_password: current, password: next } = body
    const retryAfter = stepUpRetryAfter(user.id)
    if (retryAfter !== null) return tooManyRequests(retryAfter, tooManyStepUpsMessage(retryAfter))
    if (!(await verifyPassword(current, user.password_hash))) {
      recordStepUpFailure(user.id)
      return unprocessable({ current_password: ['The current password is incorrect.'] })
    }
    clearStepUpFailures(user.id)
    updateUser(user.id, {
      password_hash: await hashPassword(next),
      password_changed_at: nowIso(),
      is_force_change_password: false,
    })
    voidSessions(user.id, 'password_changed', { except: session.id })
    logOwnChange(user, 'sign_ins', 'your password', 'To keep your account safe.')
    notify(findUserById(user.id) ?? user, notices.passwordChanged())
    return success(null, 'Your password has been changed. Your other sessions were signed out.')
  }),
]
