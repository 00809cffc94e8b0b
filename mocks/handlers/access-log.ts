import { contract } from '@contract'
import { implement } from '../adapter'
import { accessLogOf } from '../db/access-log'
import { paginate } from '../db/query'
import { presentAccessLogEntry } from '../presenters/access-log'

/**
 * The signed-in person's access log (docs/product/privacy.md#access-log). The route takes no person:
 * it reads the caller's own entries only, so another person's log cannot be asked for.
 */
export const accessLogHandlers = [
  implement(contract.accessLog.list, ({ user, query }) => {
    const { category, actor_role: role } = query.filter
    const { data, meta } = paginate(accessLogOf(user.id), {
      where: (row) => (!category || row.category === category) && (!role || row.actor_role === role),
      sort: query.sort,
      page: query.page,
      perPage: query.per_page,
    })
    return {
      status: 200,
      body: { message: 'Your access log.', data: data.map(presentAccessLogEntry), meta, errors: null },
    }
  }),
]
