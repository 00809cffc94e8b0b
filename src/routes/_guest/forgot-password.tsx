import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@/features/auth/sign-in/forgot-password-page'

export const Route = createFileRoute('/_guest/forgot-password')({
  staticData: { title: 'Forgot Password' },
  component: ForgotPasswordPage,
})
