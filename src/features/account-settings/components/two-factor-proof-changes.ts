/** The changes of two-factor that ask for a fresh proof first, as their step-up dialogs name them. */
export const proofChanges = {
  regenerate: {
    title: 'Make new recovery codes',
    description:
      'Your current recovery codes will stop working. Confirm it is you with a code from your authenticator app or your password.',
  },
  disable: {
    title: 'Turn off two-factor authentication?',
    description:
      'Logging in will need only your password, and your recovery codes will stop working. Your other sessions will be signed out. Confirm it is you with a code from your authenticator app or your password.',
  },
} as const

export type ProofChange = keyof typeof proofChanges
