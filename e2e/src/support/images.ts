import type { Page } from 'playwright-core';

/** A real PNG drawn by the browser's own canvas: a face-like placeholder for upload tests. */
export async function canvasPng(page: Page, size: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((side) => {
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no 2d context');
    g.fillStyle = '#eef2f6';
    g.fillRect(0, 0, side, side);
    g.fillStyle = '#2a5b9a';
    g.beginPath();
    g.arc(side / 2, side * 0.38, side * 0.18, 0, Math.PI * 2);
    g.fill();
    g.fillRect(side * 0.15, side * 0.65, side * 0.7, side * 0.35);
    return canvas.toDataURL('image/png');
  }, size);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}
