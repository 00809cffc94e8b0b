import { landingSections, type SectionId } from './landing-sections'

export type SectionNavProps = {
  active: SectionId
  onSelect: (id: SectionId) => void
  /** Lays the items out: a row in the header, a column in the mobile menu. */
  className: string
}

/** Home, Features, Pricing: each scrolls to its section; the active one is marked for sight and for screen readers. */
export function SectionNav({ active, onSelect, className }: SectionNavProps) {
  return (
    <ul className={className}>
      {landingSections.map(({ id, label }) => (
        <li key={id}>
          <button
            type="button"
            aria-current={id === active ? 'true' : undefined}
            onClick={() => onSelect(id)}
            className="w-full cursor-pointer rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink aria-[current=true]:bg-brand-50 aria-[current=true]:text-brand-700"
          >
            {label}
          </button>
        </li>
      ))}
    </ul>
  )
}
