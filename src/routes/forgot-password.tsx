import { createFileRoute } from '@tanstack/react-router'
import { requireGuest } from '@/features/auth/guards'
import { ForgotPasswordPage } from '@/features/auth/sign-in/forgot-password-page'

export const Route = createFileRoute('/forgot-password')({
  staticData: { title: 'Forgot Password' },
  beforeLoad: requireGuest,
  component: ForgotPasswordPage,
})
