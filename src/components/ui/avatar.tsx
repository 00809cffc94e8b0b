import { Avatar as AvatarPrimitive } from 'radix-ui'
import { useEffect, useState } from 'react'
import type { avatarColours } from '@contract/options'
import { env } from '@/config/env'
import { cn } from '@/lib/cn'
import { avatarSourceFailed, rememberAvatarFailure } from './avatar-failures'
import { gravatarUrl, initialsOf } from './avatar-sources'
import { Icon } from './icons'

export type AvatarColour = (typeof avatarColours)[number]

// The palette of docs/product/records.md#avatar (user.default_img_bg): each keeps white initials at 4.5:1 or better.
const backgrounds: Record<AvatarColour, string> = {
  blue: 'bg-blue-700',
  green: 'bg-green-700',
  amber: 'bg-amber-700',
  rose: 'bg-rose-700',
  violet: 'bg-violet-700',
  teal: 'bg-teal-700',
}

const sizes = {
  sm: { box: 'size-8 text-xs', px: 32 },
  md: { box: 'size-10 text-sm', px: 40 },
  lg: { box: 'size-20 text-2xl', px: 80 },
  xl: { box: 'size-24 text-2xl', px: 96 },
} as const

// Nothing leaves the device in the offline demo and in development: only production asks Gravatar.
const GRAVATAR_BY_DEFAULT = env.VITE_API_MODE === 'real'

export type AvatarProps = {
  name: string
  /** Looked up on Gravatar first (the "e-mail hash" of docs/product/records.md#avatar), where `gravatar` allows it. */
  email?: string | null
  /** The person's own photo (user.employee_avatar). */
  imageUrl?: string | null
  colour: AvatarColour
  size?: keyof typeof sizes
  /**
   * Names the avatar for assistive technology (e.g. 'Profile photo of Maria Santos'). Leave it out
   * where the name is written beside it: the avatar is then decorative.
   */
  label?: string
  /** Whether to ask Gravatar; by default in production only. */
  gravatar?: boolean
  className?: string
}

/** The e-mail's Gravatar address once hashed; undefined while hashing, null when there is none to ask. */
function useGravatar(email: string | null | undefined, enabled: boolean, sizePx: number): string | null | undefined {
  const wanted = enabled && !!email
  const [hashed, setHashed] = useState<{ email: string; url: string | null } | null>(null)
  useEffect(() => {
    if (!wanted || !email) return
    let current = true
    void gravatarUrl(email, sizePx).then((url) => {
      if (current) setHashed({ email, url })
    })
    return () => {
      current = false
    }
  }, [wanted, email, sizePx])
  if (!wanted) return null
  return hashed?.email === email ? hashed.url : undefined
}

/**
 * A person's avatar, from the first source that works (docs/product/records.md#avatar): their Gravatar (production
 * only), their photo, their initials on their colour, or a default icon. A picture that fails to load
 * is remembered for 7 days (avatar-failures.ts) and the next source shows instead; the drawn fallback
 * shows while a picture loads, so the layout never jumps.
 */
export function Avatar({
  name,
  email,
  imageUrl,
  colour,
  size = 'md',
  label,
  gravatar = GRAVATAR_BY_DEFAULT,
  className,
}: AvatarProps) {
  const { box, px } = sizes[size]
  const gravatarSrc = useGravatar(email, gravatar, px)
  const [failedHere, setFailedHere] = useState<readonly string[]>([])
  // While the e-mail is hashed, no picture is tried: the photo must not flash before the Gravatar.
  const pictures = gravatarSrc === undefined ? [] : [gravatarSrc, imageUrl]
  const src = pictures.find(
    (candidate): candidate is string =>
      !!candidate && !failedHere.includes(candidate) && !avatarSourceFailed(candidate),
  )
  const initials = initialsOf(name)

  function markFailed(failed: string) {
    rememberAvatarFailure(failed)
    setFailedHere((earlier) => [...earlier, failed])
  }

  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold text-white select-none',
        box,
        backgrounds[colour],
        className,
      )}
    >
      {src && (
        <AvatarPrimitive.Image
          key={src}
          src={src}
          alt=""
          className="size-full object-cover"
          onLoadingStatusChange={(status) => {
            if (status === 'error') markFailed(src)
          }}
        />
      )}
      <AvatarPrimitive.Fallback data-slot="avatar-fallback" className="flex size-full items-center justify-center">
        {initials || <DefaultPersonIcon className="size-3/5" />}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  )
}

function DefaultPersonIcon(props: { className?: string }) {
  return (
    <Icon data-slot="avatar-icon" {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Icon>
  )
}
