/** The bell's panel, and its placeholder's while the panel's code arrives. */
export const notificationPanelClasses =
  'z-50 flex w-[min(24rem,calc(100vw-1rem))] flex-col rounded-md border border-slate-200 bg-white shadow-md focus:outline-none'
