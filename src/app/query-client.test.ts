import { beforeEach, describe, expect, it } from 'vitest'
import { sessionStore } from '@/session/session-store'
import { signInEmployee } from '@/session/testing/session-fixtures'
import { queryClient } from './query-client'

const someAnswer = ['auth', 'me']

beforeEach(() => {
  sessionStore.signOut()
  queryClient.clear()
})

describe('the query cache and the session', () => {
  it("is emptied on sign-out, so the next person never sees the last one's data", () => {
    signInEmployee()
    queryClient.setQueryData(someAnswer, { full_name: 'Maria Santos' })
    sessionStore.signOut()
    expect(queryClient.getQueryData(someAnswer)).toBeUndefined()
  })

  it('is kept when the token is refreshed', () => {
    signInEmployee()
    queryClient.setQueryData(someAnswer, { full_name: 'Maria Santos' })
    sessionStore.updateToken('a-fresh-token')
    expect(queryClient.getQueryData(someAnswer)).toEqual({ full_name: 'Maria Santos' })
  })
})
