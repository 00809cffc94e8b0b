import { useCallback, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { DemoSession } from './demo-session'
import type { MockControls, PersonaEntry } from './mock-controls'
import { OutcomeLine } from './outcome-line'
import { noteFor } from './persona-notes'
import { refusalOf, signInAs } from './sign-in-as'
import { useAction } from './use-action'
import { usePolled } from './use-polled'

// The personas only change with a reset, which reloads the page.
const PERSONAS_POLL_MS = 60_000

/**
 * The seeded personas, one click each: the current session ends and the persona signs in through the
 * real API. Those who may not sign in (deactivated, company awaiting activation) try too, so the
 * presenter sees the server's refusal, and a company activated meanwhile just works.
 */
export function ScenariosTab({ controls, session }: { controls: MockControls; session: DemoSession }) {
  const { data: personas, error } = usePolled(controls.personas, PERSONAS_POLL_MS)
  const { busy, outcome, run, setOutcome } = useAction()
  const [waitingFor, setWaitingFor] = useState<string | null>(null)

  const signIn = useCallback(
    (persona: PersonaEntry) =>
      run(persona.key, async () => {
        try {
          const { user } = await signInAs(persona, {
            controls,
            session,
            onWaitingForCode: () => setWaitingFor(persona.key),
          })
          return `Signed in as ${user.full_name}.`
        } catch (reason) {
          throw new Error(`${persona.full_name} cannot sign in: ${refusalOf(reason)}`)
        } finally {
          setWaitingFor(null)
        }
      }),
    [controls, run, session],
  )

  if (error)
    return (
      <p role="alert" className="text-sm text-red-700">
        {error}
      </p>
    )
  if (!personas) return <p className="text-sm text-slate-600">Loading the personas…</p>
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-slate-600">
        A click signs out whoever is signed in, then signs in as the persona. Everyone's password is{' '}
        <code className="font-mono text-ink">{personas[0]?.password}</code>.
      </p>
      <OutcomeLine outcome={outcome} />
      <ul aria-label="Personas" className="flex flex-col gap-2">
        {personas.map((persona) => (
          <li key={persona.key} className="rounded-md border border-slate-200 p-2 text-sm">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium text-ink">{persona.full_name}</p>
                <p className="text-xs text-slate-700">{noteFor(persona.key) ?? persona.label}</p>
                <p className="truncate font-mono text-xs text-slate-600">{persona.email}</p>
              </div>
              <Button
                size="sm"
                color="blue"
                loading={busy === persona.key}
                disabled={busy !== null}
                onClick={() => {
                  setOutcome(null)
                  void signIn(persona)
                }}
                aria-label={`Sign in as ${persona.full_name}`}
              >
                Sign in
              </Button>
            </div>
            {waitingFor === persona.key && (
              <p className="mt-1 text-xs text-slate-600">
                An authenticator code works once: waiting for the next one (up to 30 s)…
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
