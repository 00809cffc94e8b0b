import { describe, expect, it } from 'vitest'
import { contract } from './index'
import { routeTableOf } from './route-table'
import { contractRoutes } from './route-table.gen'

describe('the route table of the API client', () => {
  it('is the contract without its schemas, as `npm run contract:routes` writes it today', () => {
    expect(contractRoutes).toEqual(routeTableOf(contract))
  })

  it('keeps each route where the contract has it, with its method, path, encoding and access', () => {
    expect(contractRoutes.auth.refresh).toEqual({
      method: 'POST',
      path: '/api/v1/employee/auth/refresh',
      contentType: 'multipart/form-data',
      metadata: { auth: 'refresh' },
      responses: {},
    })
    expect(contractRoutes.leave.list).toMatchObject({ method: 'GET', path: '/api/v1/employee/leaves' })
    expect(contractRoutes.leave.list).not.toHaveProperty('query')
  })
})
