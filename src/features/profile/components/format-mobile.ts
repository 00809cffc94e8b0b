/** '+639171234567' -> '+63 917 123 4567' (philippines.md); anything else is shown as it came. */
export function formatMobile(stored: string): string {
  const match = /^\+63(\d{3})(\d{3})(\d{4})$/.exec(stored)
  return match ? `+63 ${match[1]} ${match[2]} ${match[3]}` : stored
}
