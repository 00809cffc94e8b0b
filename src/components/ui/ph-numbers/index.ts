export { GovernmentIdInput, type GovernmentIdInputProps } from './government-id-input'
export { MaskedNumber, type MaskedNumberProps } from './masked-number'
export { MobileNumberInput, type MobileNumberInputProps } from './mobile-number-input'
export { maskForDisplay, phNumberFormats, type GovernmentIdKind, type PhNumberKind } from './ph-number-formats'
