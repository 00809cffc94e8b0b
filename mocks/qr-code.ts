import QRCode from 'qrcode'

/**
 * The authenticator setup QR code, as an SVG data URL a real phone can scan. QRCode.create is
 * synchronous, so the SVG is drawn here from its module matrix: one path, a 4-module quiet zone.
 */
export function qrCodeDataUrl(content: string): string {
  const { modules } = QRCode.create(content, { errorCorrectionLevel: 'M' })
  const quiet = 4
  const size = modules.size + quiet * 2
  let path = ''
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="240" height="240" shape-rendering="crispEdges">` +
    `<rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
