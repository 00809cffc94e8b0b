import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names (clsx): strings, conditions, arrays and objects in, one string out. It does not
 * settle conflicts, so no two classes it joins may set the same thing for the same state: a component
 * offers a prop or a variant where a caller would override one of its classes. The dom tests fail on
 * a conflict (docs/decisions/0040-no-tailwind-merge.md).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
