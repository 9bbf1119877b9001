import qrcode from "qrcode-generator";

/**
 * The QR code GoTrue returns with a new TOTP factor: an SVG document (high error correction), which
 * supabase-js turns into a `data:image/svg+xml` URL for an <img>.
 */
export function qrCodeSvg(text: string): string {
  const code = qrcode(0, "H");
  code.addData(text);
  code.make();
  return code.createSvgTag({ cellSize: 3, margin: 4 });
}
