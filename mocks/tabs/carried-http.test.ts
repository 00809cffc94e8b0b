import { describe, expect, it } from 'vitest'
import { carryAnswer, carryRequest, requestFrom, responseFrom } from './carried-http'

// What crosses between tabs must survive the structured clone: checked through structuredClone.

describe('a request carried to another tab', () => {
  it('keeps its method, headers and multipart body, files and their bytes included', async () => {
    const form = new FormData()
    form.append('type', 'item')
    form.append('attachments[0]', new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff])], 'r.pdf'))
    const sent = new Request('http://localhost/api/v1/employee/expense-requests', {
      method: 'POST',
      headers: { Authorization: 'Bearer abc' },
      body: form,
    })
    const arrived = requestFrom(structuredClone(await carryRequest(sent)))
    expect(arrived.method).toBe('POST')
    expect(arrived.headers.get('Authorization')).toBe('Bearer abc')
    const received = await arrived.formData()
    expect(received.get('type')).toBe('item')
    const file = received.get('attachments[0]') as File
    expect(file.name).toBe('r.pdf')
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([0x25, 0x50, 0x44, 0x46, 0xff])
  })

  it('carries no body for a GET', async () => {
    const carried = await carryRequest(new Request('http://localhost/__mock/clock'))
    expect(carried.body).toBeNull()
    expect(requestFrom(carried).method).toBe('GET')
  })
})

describe('an answer carried back', () => {
  it('keeps status, headers and body, and an empty body stays empty', async () => {
    const back = responseFrom(
      structuredClone(
        await carryAnswer(Response.json({ message: 'Created' }, { status: 201, headers: { 'X-A': '1' } })),
      ),
    )
    expect(back?.status).toBe(201)
    expect(back?.headers.get('X-A')).toBe('1')
    expect(await back?.json()).toEqual({ message: 'Created' })
    expect(responseFrom(await carryAnswer(new Response(null, { status: 204 })))?.status).toBe(204)
  })

  it('is a network error where the mock gave one, and nothing where the mock serves no such path', async () => {
    expect(responseFrom(await carryAnswer(Response.error()))?.type).toBe('error')
    expect(responseFrom(await carryAnswer(undefined))).toBeNull()
  })
})
