import { CopyButton } from './copy-button'

/** 'CJS6PWAHNFU4M3UE' -> 'CJS6 PWAH NFU4 M3UE': easier to read out and type by hand. */
export function groupInFours(secret: string): string {
  return (
    secret
      .replace(/=+$/, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? secret
  )
}

/** The setup key for an app that cannot scan, grouped in fours, with Copy (which copies it whole). */
export function SecretKey({ secret }: { secret: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <code className="rounded-md bg-slate-100 px-3 py-2 font-mono text-sm tracking-wide break-all text-ink">
        {groupInFours(secret)}
      </code>
      <CopyButton text={secret}>Copy key</CopyButton>
    </div>
  )
}
