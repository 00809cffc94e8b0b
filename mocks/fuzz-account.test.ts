import { fuzzedAreas } from './test/fuzz/areas'
import { fuzzEveryRouteOf } from './test/fuzz/every-route'

// docs/product/quality-targets.md#reliability, for a share of the contract (mocks/test/fuzz/every-route.ts).
fuzzEveryRouteOf(fuzzedAreas.account)
