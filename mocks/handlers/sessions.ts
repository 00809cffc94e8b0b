import { contract } from '@contract'
import { conflict, implement, notFound, success } from '../adapter'
import { presentSession } from '../presenters/session'
import { endSession, findSession, liveSessionsOf, voidSessions } from '../rules/sessions'
import { isSignedIn } from '../rules/tokens'

const routes = contract.sessions

const NOT_YOURS = 'No signed-in session with this id belongs to you.'

/** This device first, then the most recently active (docs/product/privacy.md#sessions-and-devices). */
const byCurrentThenActivity = (currentId: string) => (a: { id: string; last_active_at: string }, b: typeof a) =>
  Number(b.id === currentId) - Number(a.id === currentId) || Date.parse(b.last_active_at) - Date.parse(a.last_active_at)

export const sessionHandlers = [
  implement(routes.list, ({ user, session }) => {
    const rows = liveSessionsOf(user.id).filter(isSignedIn).sort(byCurrentThenActivity(session.id))
    return success(
      rows.map((row) => presentSession(row, session.id)),
      'Sessions retrieved.',
    )
  }),

  implement(routes.signOut, ({ user, session, params }) => {
    const target = findSession(params.id)
    if (!target || target.user_id !== user.id) return notFound(NOT_YOURS)
    // Signing out is what the person wanted, and it holds: a second tab or a stale list may ask again.
    if (!isSignedIn(target)) return success(null, 'That session had already ended.')
    if (target.id === session.id) return conflict('This is the session you are using: log out instead.')
    endSession(target.id, 'signed_out_elsewhere')
    return success(null, 'The session was signed out.')
  }),

  implement(routes.signOutOthers, ({ user, session }) => {
    const signedOut = voidSessions(user.id, 'signed_out_elsewhere', { except: session.id })
    const message =
      signedOut === 0
        ? 'There were no other sessions to sign out.'
        : `Signed out of ${signedOut} other session${signedOut === 1 ? '' : 's'}.`
    return success({ signed_out: signedOut }, message)
  }),
]
