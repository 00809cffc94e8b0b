import { cva } from 'class-variance-authority'

// Apart from Button, so a page can style a plain <button> like one without loading Radix Slot: the
// landing page's first load has no room for it (docs/decisions/0010-landing-page.md).
// No two classes here set the same thing for the same state, whatever the variants: class lists are
// joined, not merged, so a pair would be settled by the order of Tailwind's stylesheet rather than
// by the variant (docs/decisions/0040-no-tailwind-merge.md). Each border colour, size and fade is one
// variant's alone for that reason.
export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center gap-2 rounded-md border font-medium whitespace-nowrap transition-colors select-none disabled:pointer-events-none aria-disabled:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      color: { dark: '', blue: '', white: '', red: '', green: '' },
      variant: { solid: 'shadow-xs', outline: 'bg-transparent', plain: 'border-transparent bg-transparent' },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
        /** The pagination's page arrows. */
        'icon-sm': 'size-9',
        /** The calendar's month arrows, as big as a day's cell. */
        cell: 'size-(--cell-size)',
        /** Small, with no side padding: lined up with the text above it. */
        'sm-flush': 'h-8 px-0 text-sm',
        /** A word in a sentence ('Don't have an account? Sign Up'). */
        inline: 'h-auto px-1 text-sm',
      },
      align: { center: 'justify-center', start: 'justify-start' },
      /** How far a disabled button fades; the calendar's bare month arrows further. */
      fade: {
        normal: 'disabled:opacity-50 aria-disabled:opacity-50',
        strong: 'disabled:opacity-50 aria-disabled:opacity-40',
      },
    },
    // Colours are chosen per style so every pairing keeps at least 4.5:1 text contrast.
    compoundVariants: [
      { variant: 'solid', color: 'dark', class: 'border-transparent bg-ink text-white hover:bg-slate-700' },
      { variant: 'solid', color: 'blue', class: 'border-transparent bg-brand-600 text-white hover:bg-brand-700' },
      { variant: 'solid', color: 'white', class: 'border-slate-300 bg-white text-ink hover:bg-slate-50' },
      { variant: 'solid', color: 'red', class: 'border-transparent bg-red-600 text-white hover:bg-red-700' },
      { variant: 'solid', color: 'green', class: 'border-transparent bg-green-700 text-white hover:bg-green-800' },
      { variant: 'outline', color: 'dark', class: 'border-ink text-ink hover:bg-slate-100' },
      { variant: 'outline', color: 'blue', class: 'border-brand-600 text-brand-700 hover:bg-brand-50' },
      { variant: 'outline', color: 'white', class: 'border-white text-white hover:bg-white/10' },
      { variant: 'outline', color: 'red', class: 'border-red-600 text-red-700 hover:bg-red-50' },
      { variant: 'outline', color: 'green', class: 'border-green-700 text-green-700 hover:bg-green-50' },
      { variant: 'plain', color: 'dark', class: 'text-ink hover:bg-slate-100' },
      { variant: 'plain', color: 'blue', class: 'text-brand-700 hover:bg-brand-50' },
      { variant: 'plain', color: 'white', class: 'text-white hover:bg-white/10' },
      { variant: 'plain', color: 'red', class: 'text-red-700 hover:bg-red-50' },
      { variant: 'plain', color: 'green', class: 'text-green-700 hover:bg-green-50' },
    ],
    defaultVariants: { color: 'dark', variant: 'solid', size: 'md', align: 'center', fade: 'normal' },
  },
)
