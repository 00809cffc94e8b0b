import { useState } from 'react'
import type { User } from '@contract/user'
import { cn } from '@/lib/cn'

/** The avatar palette of docs/product/records.md#avatar, in shades that keep white initials at 4.5:1 or more. */
const backgrounds: Record<User['default_img_bg'], string> = {
  blue: 'bg-blue-700',
  green: 'bg-green-700',
  amber: 'bg-amber-700',
  rose: 'bg-rose-700',
  violet: 'bg-violet-700',
  teal: 'bg-teal-700',
}

export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

export type UserAvatarProps = {
  fullName: string
  /** The photo's address (or a preview's blob: URL); null shows the initials. */
  src: string | null
  colour: User['default_img_bg']
  className?: string
}

/**
 * The person's photo, or their initials on their colour when there is none or it fails to load.
 * Decorative: the name is always written next to it.
 */
export function UserAvatar({ fullName, src, colour, className }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const showPhoto = src !== null && failed !== src
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full text-2xl font-semibold text-white',
        backgrounds[colour],
        className,
      )}
    >
      {showPhoto ? (
        <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(src)} />
      ) : (
        initialsOf(fullName)
      )}
    </span>
  )
}
