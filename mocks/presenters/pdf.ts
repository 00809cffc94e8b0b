/**
 * A minimal single-page PDF of text lines (Helvetica, A4), enough for a payslip a demo can open and
 * print. Only Latin-1 text: the peso sign is written as PHP. `sameLine` sets a line on the previous one's
 * baseline (at its own x), for a column of amounts beside their labels.
 */
export type PdfLine = { text: string; size?: number; bold?: boolean; x?: number; gap?: number; sameLine?: boolean }

// Latin-1 letters (Niño, Dasmariñas) go as octal escapes, which WinAnsiEncoding shows; the rest as '?'.
const latin1 = (char: string) => {
  const code = char.charCodeAt(0)
  return code >= 0xa0 && code <= 0xff ? `\\${code.toString(8).padStart(3, '0')}` : '?'
}

const escape = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)')
    .replace(/[^\x20-\x7e]/g, latin1)

export function textPdf(lines: readonly PdfLine[]): Uint8Array<ArrayBuffer> {
  let y = 800
  const content = lines
    .map(({ text, size = 10, bold = false, x = 56, gap = 6, sameLine = false }) => {
      if (!sameLine) y -= size + gap
      return `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td (${escape(text)}) Tj ET`
    })
    .join('\n')

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]
  let pdf = '%PDF-1.4\n'
  const offsets = objects.map((body, index) => {
    const offset = pdf.length
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
    return offset
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}
