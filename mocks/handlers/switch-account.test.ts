import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { control } from '../control-api/index'
import { ControlError } from '../control-api/control-route'
import { updateUser } from '../db/users'
import { createClient, noBody } from '../test/client'
import { loginAs } from '../test/login-as'
import { useMockServer } from '../test/use-mock-server'

useMockServer()

describe('POST /switch-account', () => {
  it('hands an active admin over to the admin application with a code that works once', async () => {
    const { client, user } = await loginAs('adminEmployee')
    const answer = await client.switchAccount.switchToAdmin(noBody())
    if (answer.status !== 200) throw new Error(`switch answered ${answer.status}`)
    expect(answer.body.data).toMatchObject({
      redirect_url: expect.stringMatching(/\/handoff$/),
      handoff_code: expect.any(String),
    })
    expect(Date.parse(answer.body.data.expires_at) - clock.nowMs()).toBeLessThanOrEqual(60_000)

    await expect(control.redeemAdminHandoff(answer.body.data.handoff_code)).resolves.toEqual({ user_id: user.id })
    await expect(control.redeemAdminHandoff(answer.body.data.handoff_code)).rejects.toBeInstanceOf(ControlError)
    expect((await client.auth.me()).status).toBe(200) // the employee session stays as it is
  })

  it('gives a code that expires after 60 seconds', async () => {
    const { client } = await loginAs('adminEmployee')
    const answer = await client.switchAccount.switchToAdmin(noBody())
    if (answer.status !== 200) throw new Error(`switch answered ${answer.status}`)
    clock.advance(60_001)
    await expect(control.redeemAdminHandoff(answer.body.data.handoff_code)).rejects.toThrow(/expired/)
  })

  it('answers 403 to an employee who is not an admin, and to an inactive admin', async () => {
    const employee = await loginAs('regular')
    expect(await employee.client.switchAccount.switchToAdmin(noBody())).toMatchObject({
      status: 403,
      body: { message: expect.stringMatching(/active administrator/) },
    })
    const admin = await loginAs('adminEmployee')
    updateUser(admin.user.id, { is_admin_inactive: true })
    expect((await admin.client.switchAccount.switchToAdmin(noBody())).status).toBe(403)
  })

  it('answers 401 without a token', async () => {
    expect((await createClient().switchAccount.switchToAdmin(noBody())).status).toBe(401)
  })
})
