/**
 * The look of a modal's overlay and panels, shared by the Radix dialog and drawer (dialog.tsx,
 * sheet.tsx) and by what holds their place while a lazy one's code arrives (modal-placeholder.tsx),
 * which must look the same without loading Radix.
 */
export const modalClasses = {
  overlay: 'fixed inset-0 z-50 bg-ink/50',
  dialog:
    'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg bg-white p-6 shadow-lg focus:outline-none',
  /** A dialog's width: narrow for a question or a short form, medium for a request's form, wide for a document to read. */
  dialogWidths: { narrow: 'max-w-lg', medium: 'max-w-xl', wide: 'max-w-2xl' },
  dialogHeader: 'flex flex-col gap-1.5 pr-8',
  dialogTitle: 'text-lg font-semibold',
  sheet: 'fixed inset-y-0 z-50 flex flex-col shadow-xl focus:outline-none',
  sheetLeft: 'left-0 border-r border-slate-200',
  sheetRight: 'right-0 border-l border-slate-200',
  /** A drawer's width: narrow for a menu, wide for a request's detail (the whole screen on a phone). */
  sheetWidths: { narrow: 'w-72 max-w-[85vw]', wide: 'w-full max-w-full sm:w-[34rem] sm:max-w-[calc(100vw-2rem)]' },
  /** A drawer's background: white, or the sidebar's slate for the menu. */
  sheetBackgrounds: { white: 'bg-white', slate: 'bg-slate-50' },
} as const

export type DialogWidth = keyof typeof modalClasses.dialogWidths
export type SheetWidth = keyof typeof modalClasses.sheetWidths
export type SheetBackground = keyof typeof modalClasses.sheetBackgrounds
