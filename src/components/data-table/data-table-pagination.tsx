import type { MouseEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icons'
import { Select } from '@/components/ui/select'
import type { PaginationMeta } from '@contract/envelope'

export const PAGE_SIZES = [10, 20, 50, 100] as const

export type DataTablePaginationProps = {
  id: string
  meta: PaginationMeta
  pageSizes?: readonly number[]
  onPage: (page: number) => void
  onPageSize: (perPage: number) => void
}

/**
 * 'Showing 11–20 of 57', the page size and first/previous/next/last. An unavailable button stays
 * focusable (aria-disabled, not disabled), so focus does not fall to the page when the last page is
 * reached with the keyboard.
 */
export function DataTablePagination({
  id,
  meta,
  pageSizes = PAGE_SIZES,
  onPage,
  onPageSize,
}: DataTablePaginationProps) {
  const { current_page: page, last_page: lastPage, total, from, to } = meta
  const sizeOptions = pageSizes.map((size) => ({ value: String(size), label: String(size) }))
  return (
    <div className="flex flex-col gap-3 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
      <p role="status" className="tabular-nums">
        {total === 0 ? 'No records' : `Showing ${from ?? 0}–${to ?? 0} of ${total}`}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-page-size`} className="whitespace-nowrap">
            Rows per page
          </label>
          <Select
            id={`${id}-page-size`}
            options={sizeOptions}
            value={String(meta.per_page)}
            onValueChange={(value) => onPageSize(Number(value))}
            searchPlaceholder="Rows per page"
            width="narrow"
          />
        </div>
        <nav aria-label="Pages" className="flex items-center gap-1">
          <PageButton
            label="First page"
            disabled={page <= 1}
            onClick={() => onPage(1)}
            path="m11 17-5-5 5-5M18 17l-5-5 5-5"
          />
          <PageButton
            label="Previous page"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            path="m15 18-6-6 6-6"
          />
          <span className="px-2 whitespace-nowrap tabular-nums">
            Page {page} of {lastPage}
          </span>
          <PageButton
            label="Next page"
            disabled={page >= lastPage}
            onClick={() => onPage(page + 1)}
            path="m9 18 6-6-6-6"
          />
          <PageButton
            label="Last page"
            disabled={page >= lastPage}
            onClick={() => onPage(lastPage)}
            path="m13 17 5-5-5-5M6 17l5-5-5-5"
          />
        </nav>
      </div>
    </div>
  )
}

function PageButton({
  label,
  disabled,
  onClick,
  path,
}: {
  label: string
  disabled: boolean
  onClick: () => void
  path: string
}) {
  const click = (event: MouseEvent) => {
    event.preventDefault()
    if (!disabled) onClick()
  }
  return (
    <Button
      type="button"
      size="icon-sm"
      color="white"
      aria-label={label}
      title={label}
      aria-disabled={disabled || undefined}
      onClick={click}
    >
      <Icon>
        <path d={path} />
      </Icon>
    </Button>
  )
}
