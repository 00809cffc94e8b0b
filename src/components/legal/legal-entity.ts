/**
 * Who the legal documents speak for, kept in one place: the registered name, office and contacts are
 * for the company's counsel to confirm before launch, and change here only.
 */
export const LEGAL_EFFECTIVE_DATE = '1 November 2026'
export const PROVIDER_NAME = 'Empleo Technologies, Inc.'
export const PROVIDER_OFFICE = 'Makati City, Metro Manila, Philippines'
export const SUPPORT_EMAIL = 'support@empleo.ph'
export const DPO_EMAIL = 'dpo@empleo.ph'
/** Days of written notice for termination and for a data export (docs/product/README.md#terms-summary). */
export const NOTICE_DAYS = 45
