// The control for production-bundle.test.ts: a bundle that does contain each mock-only library, in the
// parts the mock uses (the browser worker, a database model, a seeded value).
import { faker } from '@faker-js/faker'
import { factory, primaryKey } from '@mswjs/data'
import { http, HttpResponse } from 'msw'
import { setupWorker } from 'msw/browser'

const db = factory({ user: { id: primaryKey(String) } })
const worker = setupWorker(http.get('/ping', () => HttpResponse.json({ id: faker.string.uuid() })))

export const mockLibraries = { db, worker }
