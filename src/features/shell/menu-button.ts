/** The phone's menu button, the same whether it is the drawer's own or stands in for it (mobile-nav.tsx). */
export const menuButtonClasses =
  'inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-ink hover:bg-slate-100 md:hidden'
