import { queryRoots } from '@/lib/api/query-roots'

/** Query keys of Download my data. */
export const dataExportKeys = {
  all: queryRoots.dataExport,
  latest: () => [...dataExportKeys.all, 'latest'] as const,
}
