/** Query keys of the auth feature; every feature has one such factory (see src/lib/api/api-data.ts). */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
}
