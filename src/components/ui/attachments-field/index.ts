export { AttachmentsField, type AttachmentsFieldProps } from './attachments-field'
export { fileMessages } from './file-messages'
export { ATTACHMENT_LIMITS } from './attachment-rules'
export { formatFileSize } from './file-size'
