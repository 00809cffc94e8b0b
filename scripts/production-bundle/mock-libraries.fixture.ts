// The control for production-bundle.test.ts: a bundle that does contain each mock-only library, in the
// parts the mock uses (the browser worker, a database model, a seeded value, a zip).
import { faker } from '@faker-js/faker'
import { zipSync } from 'fflate'
import { factory, primaryKey } from '@mswjs/data'
import { http, HttpResponse } from 'msw'
import { setupWorker } from 'msw/browser'

const db = factory({ user: { id: primaryKey(String) } })
const worker = setupWorker(http.get('/ping', () => HttpResponse.json({ id: faker.string.uuid() })))

const archive = zipSync({ 'manifest.json': new Uint8Array([123, 125]) })

export const mockLibraries = { db, worker, archive }
