/** The text a sandbox PDF shows (its WinAnsi strings), lines joined with spaces, no-break spaces as spaces. */
export function pdfText(bytes: Buffer): string {
  const extra: Record<number, string> = { 0x80: "€", 0x92: "’", 0x96: "–", 0x97: "—" };
  const file = bytes.toString("latin1");
  return [...file.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)]
    .map((match) => match[1]!.replace(/\\(\d{3})/g, (_, octal: string) => extra[parseInt(octal, 8)] ?? String.fromCharCode(parseInt(octal, 8))).replace(/\\(.)/g, "$1"))
    .join(" ")
    .replace(/\u00a0/g, " ");
}
