/** The request detail sheet's panel, the same in its placeholder: from the right, the whole screen on a phone. */
export const requestDetailLook = {
  className: 'gap-4 overflow-y-auto p-5 sm:p-6',
  // Right padding keeps a long title clear of the close button.
  headerClassName: 'grid gap-1 pr-10',
  titleClassName: 'text-lg font-semibold text-ink',
  descriptionClassName: 'text-sm text-slate-600',
  description: 'Request details',
} as const
