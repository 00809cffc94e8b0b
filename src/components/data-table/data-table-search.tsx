import { useEffect, useRef, useState } from 'react'
import { SearchIcon } from '@/components/ui/icons'
import { Input } from '@/components/ui/input'

export type DataTableSearchProps = {
  id: string
  label: string
  placeholder?: string
  /** The search text in the URL. */
  value: string
  /** Called once typing pauses, or at once on Enter, with the trimmed text. */
  onSearch: (text: string) => void
  debounceMs?: number
}

/** The list's search box: the URL follows what is typed once typing pauses, not at every key. */
export function DataTableSearch({ id, label, placeholder, value, onSearch, debounceMs = 300 }: DataTableSearchProps) {
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  const [sent, setSent] = useState(value)
  const latestOnSearch = useRef(onSearch)
  useEffect(() => {
    latestOnSearch.current = onSearch
  })

  // The URL moved on its own (Back, Clear filters): show its text, unless it is what this box just
  // sent, which would drop what was typed since.
  if (value !== shown) {
    setShown(value)
    if (value !== sent) setText(value)
  }

  function send(next: string) {
    setSent(next)
    latestOnSearch.current(next)
  }

  useEffect(() => {
    const next = text.trim()
    if (next === value.trim()) return
    const timer = setTimeout(() => {
      setSent(next)
      latestOnSearch.current(next)
    }, debounceMs)
    return () => clearTimeout(timer)
  }, [text, value, debounceMs])

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          className="pl-9"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            const next = text.trim()
            if (next !== value.trim()) send(next)
          }}
        />
      </div>
    </div>
  )
}
