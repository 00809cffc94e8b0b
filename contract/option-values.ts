/** An option of a list: the value the API takes and the label people read. */
export type Option<V extends string = string> = { readonly value: V; readonly label: string }

/** A list's values, as a zod enum takes them. */
export const values = <V extends string>(options: readonly Option<V>[]) => options.map((o) => o.value) as [V, ...V[]]
