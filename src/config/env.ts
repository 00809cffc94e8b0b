import { parseEnv, type Env } from './parse-env'

export type { Env }

/** Read once at start-up: a bad value stops the app here rather than failing later in a request. */
export const env: Env = parseEnv(import.meta.env)
