import { useMask, type MaskOptions } from '@react-input/mask'
import { useMemo, type Ref, type RefCallback } from 'react'
import { mergeRefs } from '../merge-refs'

/**
 * The mask's ref merged with the caller's. @react-input watches the caret with a timer while its
 * input has focus and stops it on blur; an input removed while focused (a dialog closing) gets no
 * blur, and the timer would run on forever. So the mask hears a blur as the input goes (a plain
 * event: React's onBlur listens to focusout and does not fire).
 */
export function useMaskedInputRef(
  options: MaskOptions,
  ref: Ref<HTMLInputElement> | undefined,
): RefCallback<HTMLInputElement> {
  const maskRef = useMask(options)
  return useMemo(() => {
    const attach = mergeRefs(maskRef, ref)
    return (element: HTMLInputElement | null) => {
      const detach = attach(element)
      return () => {
        element?.dispatchEvent(new FocusEvent('blur'))
        detach?.()
      }
    }
  }, [maskRef, ref])
}
