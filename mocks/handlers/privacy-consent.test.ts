import { describe, expect, it } from 'vitest'
import { control } from '../control-api'
import { db } from '../db'
import { personas } from '../seed/personas'
import { pngFile } from '../test/files'
import { loginAs } from '../test/login-as'
import { userIdOf } from '../test/seeded'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
useSeedAt() // Monday 23 Nov 2026, 09:00 in Manila: this week so far is today, and no one has shared today's mood.

/** The seed's instant, give or take the milliseconds the test takes. */
const NOW = expect.stringMatching(/^2026-11-23T01:00:0/)

const ownEntries = (persona: Parameters<typeof userIdOf>[0]) =>
  db.access_log
    .getAll()
    .filter((row) => row.user_id === userIdOf(persona))
    .sort((a, b) => a.id - b.id)

describe('the privacy notice', () => {
  it('a seeded person has acknowledged version 1; both choices are off until they turn them on', async () => {
    const { client, user } = await loginAs('regular')
    expect(user.is_privacy_notice_pending).toBe(false)
    expect((await client.privacyConsent.consent()).body).toMatchObject({
      data: {
        notice: { version: 1 },
        acknowledged_version: 1,
        acknowledged: true,
        share_mood_with_hr: false,
        show_photo_to_colleagues: false,
      },
    })
  })

  it('a published version makes acknowledged false until acknowledged; acknowledging records it and logs it', async () => {
    const { client } = await loginAs('regular')
    expect(control.publishPrivacyNotice(personas.regular.email)).toMatchObject({ version: 2, published_at: NOW })

    expect((await client.privacyConsent.consent()).body).toMatchObject({
      data: { notice: { version: 2 }, acknowledged_version: 1, acknowledged: false },
    })
    expect((await client.auth.me()).body).toMatchObject({ data: { user: { is_privacy_notice_pending: true } } })
    const before = ownEntries('regular').length

    const acknowledged = await client.privacyConsent.acknowledgeNotice({ body: { version: 2 } })
    expect(acknowledged).toMatchObject({
      status: 200,
      body: { data: { acknowledged_version: 2, acknowledged_at: NOW, acknowledged: true } },
    })
    expect((await client.auth.me()).body).toMatchObject({ data: { user: { is_privacy_notice_pending: false } } })
    expect(ownEntries('regular').slice(before)).toEqual([
      expect.objectContaining({
        actor_name: 'Maria Santos',
        actor_role: 'self',
        category: 'sign_ins',
        action: 'acknowledge',
        record: 'privacy notice version 2',
      }),
    ])
  })

  it('acknowledging a version other than the one in force is refused (409) and records nothing', async () => {
    const { client } = await loginAs('regular')
    control.publishPrivacyNotice(personas.regular.email)
    control.publishPrivacyNotice(personas.regular.email)
    expect(await client.privacyConsent.acknowledgeNotice({ body: { version: 2 } })).toMatchObject({
      status: 409,
      body: { message: 'A newer privacy notice, version 3, was published. Read it, then acknowledge it.' },
    })
    expect((await client.privacyConsent.consent()).body).toMatchObject({ data: { acknowledged_version: 1 } })
  })

  it("a new notice at one company holds only that company's employees", async () => {
    control.publishPrivacyNotice(personas.regular.email)
    const { user } = await loginAs('probationary')
    expect(user.is_privacy_notice_pending).toBe(true)
    // The company's owner only administers: the admin application is not held by the employee's notice.
    const { user: owner } = await loginAs('owner')
    expect(owner.is_privacy_notice_pending).toBe(false)
  })
})

describe('sharing the mood with HR', () => {
  it("HR's mood figure excludes the answers of a person who does not share, and counts them once they do", async () => {
    const maria = await loginAs('regular')
    const jose = await loginAs('probationary')
    await jose.client.privacyConsent.updateChoices({ body: { share_mood_with_hr: true } })
    await jose.client.mood.submit({ body: { mood: 'great' } })
    await maria.client.mood.submit({ body: { mood: 'awful' } })

    expect(control.teamMood(personas.regular.email)).toEqual({ week_start: '2026-11-23', answers: 1, average: 5 })

    const turnedOn = await maria.client.privacyConsent.updateChoices({ body: { share_mood_with_hr: true } })
    expect(turnedOn.body).toMatchObject({ data: { share_mood_with_hr: true, show_photo_to_colleagues: false } })
    expect(control.teamMood(personas.regular.email)).toEqual({ week_start: '2026-11-23', answers: 2, average: 3 })

    await maria.client.privacyConsent.updateChoices({ body: { share_mood_with_hr: false } })
    expect(control.teamMood(personas.regular.email)).toEqual({ week_start: '2026-11-23', answers: 1, average: 5 })
  })

  it("a change of choice is the person's own entry in their access log; the same choice again writes none", async () => {
    const { client } = await loginAs('regular')
    const before = ownEntries('regular').length
    await client.privacyConsent.updateChoices({ body: { share_mood_with_hr: true } })
    await client.privacyConsent.updateChoices({ body: { share_mood_with_hr: true } })
    expect(ownEntries('regular').slice(before)).toEqual([
      expect.objectContaining({
        actor_role: 'self',
        category: 'mood',
        action: 'change',
        record: 'sharing your mood answers with HR',
        purpose: 'You turned it on.',
      }),
    ])
  })
})

describe('the photo on the leave calendar', () => {
  /** Maria's approved leave on 7 to 10 Dec 2026, as a colleague's calendar shows it. */
  async function mariaOnColleaguesCalendar() {
    const { client } = await loginAs('probationary')
    const answer = await client.leave.calendar({ query: { month: '2026-12' } })
    if (answer.status !== 200) throw new Error(`calendar answered ${answer.status}`)
    return answer.body.data.flatMap((day) => day.leaves).find((entry) => entry.employee_name === 'Maria Santos')
  }

  it('is hidden from colleagues while the choice is off, shown once it is on, and always on her own entries', async () => {
    const maria = await loginAs('regular')
    const uploaded = await maria.client.profile.updateAvatar({ body: { avatar: pngFile('maria.png') } })
    if (uploaded.status !== 200) throw new Error(`upload answered ${uploaded.status}`)
    const photo = uploaded.body.data.employee_avatar

    expect(await mariaOnColleaguesCalendar()).toMatchObject({ employee_avatar: null })
    const own = await maria.client.leave.calendar({ query: { month: '2026-12' } })
    if (own.status !== 200) throw new Error(`calendar answered ${own.status}`)
    expect(own.body.data.flatMap((day) => day.leaves).find((entry) => entry.is_mine)).toMatchObject({
      employee_avatar: photo,
    })

    await maria.client.privacyConsent.updateChoices({ body: { show_photo_to_colleagues: true } })
    expect(await mariaOnColleaguesCalendar()).toMatchObject({ employee_avatar: photo })
  })
})

describe('erasing optional data', () => {
  it("erases the whole mood history: the dashboard's trend is empty, other people's answers stay", async () => {
    const { client } = await loginAs('regular')
    const othersBefore = db.mood_entry.getAll().filter((row) => row.user_id !== userIdOf('regular')).length
    const before = ownEntries('regular').length

    expect(await client.privacyConsent.eraseMoodHistory()).toMatchObject({
      status: 200,
      body: { message: 'Your mood history was erased.', data: { erased: 108 } },
    })
    const dashboard = await client.dashboard.get()
    if (dashboard.status !== 200) throw new Error(`dashboard answered ${dashboard.status}`)
    expect(dashboard.body.data.mood?.trend.map((day) => day.mood)).toEqual([null, null, null, null, null, null, null])
    expect(db.mood_entry.getAll().filter((row) => row.user_id === userIdOf('regular'))).toEqual([])
    expect(db.mood_entry.getAll().length).toBe(othersBefore)
    expect(ownEntries('regular').slice(before)).toEqual([
      expect.objectContaining({
        actor_role: 'self',
        category: 'mood',
        action: 'erase',
        record: 'your mood history (108 answers)',
      }),
    ])
  })

  it('erases the photo: the person is back to initials everywhere', async () => {
    const { client } = await loginAs('regular')
    await client.profile.updateAvatar({ body: { avatar: pngFile('maria.png') } })
    expect(await client.privacyConsent.erasePhoto()).toMatchObject({
      status: 200,
      body: { data: { erased: 1 } },
    })
    expect((await client.auth.me()).body).toMatchObject({ data: { user: { employee_avatar: null } } })
    expect(db.stored_file.getAll().filter((file) => file.attachable_kind === 'avatar')).toEqual([])
  })
})

describe('ownership', () => {
  it("every route acts on the caller's own record: another person's choices, notice and answers are untouched", async () => {
    const maria = await loginAs('regular')
    const jose = await loginAs('probationary')
    await jose.client.mood.submit({ body: { mood: 'good' } })
    control.publishPrivacyNotice(personas.regular.email)

    await maria.client.privacyConsent.updateChoices({
      body: { share_mood_with_hr: true, show_photo_to_colleagues: true },
    })
    await maria.client.privacyConsent.acknowledgeNotice({ body: { version: 2 } })
    await maria.client.privacyConsent.eraseMoodHistory()

    expect((await jose.client.privacyConsent.consent()).body).toMatchObject({
      data: {
        acknowledged_version: 1,
        acknowledged: false,
        share_mood_with_hr: false,
        show_photo_to_colleagues: false,
      },
    })
    expect((await jose.client.mood.today()).body).toMatchObject({ data: { entry: { mood: 'good' } } })
  })
})
