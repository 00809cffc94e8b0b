/** The request form dialog's panel, the same in its placeholder: the whole screen on a phone. */
export const requestFormLook = {
  width: 'medium',
  className: 'max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:max-w-full max-sm:rounded-none',
  description: 'Your draft is kept until you file it, even if your session ends.',
} as const
