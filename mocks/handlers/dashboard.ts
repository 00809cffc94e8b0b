import { contract } from '@contract'
import { implement, success } from '../adapter'
import { presentDashboard } from '../presenters/dashboard'

export const dashboardHandlers = [
  implement(contract.dashboard.get, ({ user }) => success(presentDashboard(user), 'Your dashboard.')),
]
