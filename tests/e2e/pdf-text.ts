/** The strings a sandbox PDF shows (its WinAnsi strings), one per printed line, no-break spaces as spaces. */
export function pdfLines(bytes: Buffer): string[] {
  const extra: Record<number, string> = { 0x80: "€", 0x92: "’", 0x96: "–", 0x97: "—" };
  const file = bytes.toString("latin1");
  return [...file.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) =>
    match[1]!
      .replace(/\\(\d{3})/g, (_, octal: string) => extra[parseInt(octal, 8)] ?? String.fromCharCode(parseInt(octal, 8)))
      .replace(/\\(.)/g, "$1")
      .replace(/\u00a0/g, " "),
  );
}

/** The text a sandbox PDF shows, lines joined with spaces. */
export function pdfText(bytes: Buffer): string {
  return pdfLines(bytes).join(" ");
}
