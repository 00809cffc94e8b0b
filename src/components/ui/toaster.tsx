import { Slide, ToastContainer } from 'react-toastify/unstyled'
// The stylesheet ships as a file with the bundle rather than the <style> tag the default entry
// injects at runtime, so it also holds under a style-src CSP without 'unsafe-inline'.
import 'react-toastify/ReactToastify.css'

export type ToasterProps = {
  /** How long a toast stays: LANDING_TOAST_MS on the landing page, SHELL_TOAST_MS in the employee shell (toast-durations.ts). */
  autoClose: number
}

/**
 * Where `notify` toasts appear: top right, closable by dragging them 80% of their width. They slide in
 * rather than bounce: the bounce fades the text in, so for its first moments it is too faint to read.
 */
export function Toaster({ autoClose }: ToasterProps) {
  return (
    <ToastContainer position="top-right" autoClose={autoClose} draggable draggablePercent={80} transition={Slide} />
  )
}
