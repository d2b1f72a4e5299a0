import qrcode from 'qrcode-generator';

export interface QrSheetEntry {
  /** Printed under the code (the table or room number). */
  caption: string;
  url: string;
}

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One QR code as a path of dark modules, `size` units wide, placed at (x, y). */
function qrPath(url: string, x: number, y: number, size: number): string {
  const qr = qrcode(0, 'M');
  qr.addData(url, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const cell = size / count;
  const parts: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.isDark(row, col)) {
        parts.push(
          `M${(x + col * cell).toFixed(3)} ${(y + row * cell).toFixed(3)}h${cell.toFixed(3)}v${cell.toFixed(3)}h-${cell.toFixed(3)}z`,
        );
      }
    }
  }
  return `<path d="${parts.join('')}" fill="#000"/>`;
}

/**
 * A printable sheet (A4 proportions, three codes a row) of QR codes with their captions and links,
 * as one SVG. Error correction M survives a folded or slightly stained table card.
 */
export function qrSheetSvg(title: string, entries: QrSheetEntry[]): string {
  const columns = 3;
  const cellWidth = 70;
  const code = 50;
  const rowHeight = 78;
  const top = 20;
  const width = columns * cellWidth;
  const rows = Math.max(1, Math.ceil(entries.length / columns));
  const height = top + rows * rowHeight;
  const cells = entries.map((entry, index) => {
    const x = (index % columns) * cellWidth;
    const y = top + Math.floor(index / columns) * rowHeight;
    const left = x + (cellWidth - code) / 2;
    return [
      `<g><title>${escapeXml(entry.url)}</title>`,
      `<rect x="${left - 2}" y="${y}" width="${code + 4}" height="${code + 4}" fill="#fff"/>`,
      qrPath(entry.url, left, y + 2, code),
      `<text x="${x + cellWidth / 2}" y="${y + code + 12}" font-size="7" font-weight="bold" text-anchor="middle">${escapeXml(entry.caption)}</text>`,
      `<text x="${x + cellWidth / 2}" y="${y + code + 19}" font-size="2.6" text-anchor="middle">${escapeXml(entry.url)}</text>`,
      '</g>',
    ].join('');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}mm" height="${height}mm" font-family="sans-serif">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="${width / 2}" y="12" font-size="8" text-anchor="middle">${escapeXml(title)}</text>`,
    ...cells,
    '</svg>',
  ].join('\n');
}
