/**
 * Writes the brochure, app/features/editorial/plaquetteVsmp.pdf (served by /vsmp/plaquetteVsmp.pdf): a small tagged PDF (structure tree with
 * headings, paragraphs and lists in reading order, document language, title shown by the
 * reader), two A4 pages of Helvetica text. Run `npx tsx scripts/brochure-pdf.ts` after changing
 * the text below; the file is committed.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { pdfString, wrap } from "../server/sandbox/pdf.js";

type Block = { tag: "H1" | "H2" | "P"; text: string } | { tag: "L"; items: string[] };

/** SPEC 9: the brochure's subscription line carries the phone number. */
export const BROCHURE_PHONE = "3631";

const TITLE = "Veiller sur mes parents – La plaquette";

const PAGES: Block[][] = [
  [
    { tag: "H1", text: "Veiller sur mes parents" },
    { tag: "P", text: "Le facteur rend visite à vos parents et la téléassistance veille sur eux, jour et nuit. Des services de La Poste pour les accompagner au quotidien et garder le lien, même à distance." },
    { tag: "H2", text: "Les visites du facteur" },
    { tag: "P", text: "De 1 à 6 visites par semaine, du lundi au samedi. Le facteur prend le temps d'échanger avec votre proche et vous envoie un compte-rendu après chaque visite." },
    { tag: "H2", text: "La téléassistance, 24 h/24 et 7 j/7" },
    {
      tag: "L",
      items: [
        "Formule Essentielle : à domicile, un transmetteur relié à la ligne fixe et un bouton d'alarme ; option bracelet détecteur de chute lourde.",
        "Formule Liberté : un téléphone d'alarme mobile, avec géolocalisation active en option.",
        "Formule Simplicité : un transmetteur avec carte SIM 3G/4G, sans ligne fixe ; installation par un technicien en option.",
      ],
    },
    { tag: "P", text: "Visites et téléassistance se combinent : ajoutez de 1 à 6 visites par semaine à votre formule de téléassistance." },
  ],
  [
    { tag: "H2", text: "Les tarifs" },
    { tag: "P", text: "À partir de 21,90 € par mois pour une visite par semaine, et de 29,90 € par mois pour la téléassistance à domicile. Prix mensuels toutes taxes comprises, payés par prélèvement SEPA ; contrat d'une durée initiale de 12 mois." },
    { tag: "P", text: "La grille tarifaire complète est en ligne : laposte.fr/particulier/veiller-sur-mes-parents/grille-tarifaire." },
    { tag: "H2", text: "Un crédit d'impôt de 50 %" },
    { tag: "P", text: "Les services à la personne ouvrent droit à un crédit d'impôt de 50 % des sommes versées, selon la législation en vigueur. Une attestation fiscale annuelle est disponible dans votre espace client." },
    { tag: "H2", text: "Souscrire" },
    { tag: "P", text: `Pour souscrire ou poser vos questions, appelez le ${BROCHURE_PHONE} (du lundi au vendredi de 8 h 30 à 19 h, le samedi de 8 h 30 à 13 h ; appel non surtaxé) ou souscrivez en ligne sur laposte.fr/veiller-sur-mes-parents.` },
    { tag: "P", text: "Vous disposez d'un délai de rétractation de 14 jours à compter de la souscription." },
  ],
];

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const STYLE = { H1: { size: 22, font: "F2", leading: 30 }, H2: { size: 14, font: "F2", leading: 22 }, P: { size: 11, font: "F1", leading: 15 } };
const CHARS_PER_LINE = 84;

interface Element { tag: string; mcids: number[]; children?: Element[] }

/** The content stream of a page and its structure elements, each line marked with its MCID. */
function layoutPage(blocks: Block[]): { content: string; elements: Element[] } {
  const ops: string[] = [];
  const elements: Element[] = [];
  let mcid = 0;
  let y = PAGE_HEIGHT - MARGIN;
  const show = (tag: "H1" | "H2" | "P" | "LBody", text: string, indent = 0): number[] => {
    const style = STYLE[tag === "LBody" ? "P" : tag];
    const ids: number[] = [];
    if (tag === "H2") y -= 8;
    for (const line of wrap(text, tag === "H1" ? 40 : CHARS_PER_LINE - indent / 6)) {
      y -= style.leading;
      ids.push(mcid);
      ops.push(`/${tag} << /MCID ${mcid} >> BDC BT /${style.font} ${style.size} Tf 1 0 0 1 ${MARGIN + indent} ${y} Tm ${pdfString(line)} Tj ET EMC`);
      mcid += 1;
    }
    y -= 6;
    return ids;
  };
  for (const block of blocks) {
    if (block.tag === "L") {
      const items = block.items.map((item) => {
        ops.push(`/Artifact BMC BT /F1 11 Tf 1 0 0 1 ${MARGIN + 4} ${y - STYLE.P.leading} Tm (-) Tj ET EMC`);
        return { tag: "LI", mcids: [], children: [{ tag: "LBody", mcids: show("LBody", item, 16) }] };
      });
      elements.push({ tag: "L", mcids: [], children: items });
    } else {
      elements.push({ tag: block.tag, mcids: show(block.tag, block.text) });
    }
  }
  return { content: ops.join("\n"), elements };
}

/** The brochure's bytes: a tagged PDF 1.4 whose xref carries the exact offset of every object. */
export function brochurePdf(): Uint8Array {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  // Reserved: 1 catalog, 2 pages, 3 struct tree root, 4 document element, 5 parent tree, 6-7 fonts, 8 info.
  for (let id = 1; id <= 8; id++) add("");
  objects[5] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[6] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[7] = `<< /Title ${pdfString(TITLE)} /Author (La Poste) /Subject ${pdfString("Présentation des services Veiller sur mes parents")} /Lang (fr-FR) >>`;
  const pageIds: number[] = [];
  const topElements: number[] = [];
  const parentTree: string[] = [];
  PAGES.forEach((blocks, pageIndex) => {
    const { content, elements } = layoutPage(blocks);
    const contentId = add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    const pageId = add("");
    pageIds.push(pageId);
    objects[pageId - 1] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 6 0 R /F2 7 0 R >> >> ` +
      `/Contents ${contentId} 0 R /StructParents ${pageIndex} /Tabs /S >>`;
    const byMcid: number[] = [];
    const write = (element: Element, parent: number): number => {
      const id = add("");
      const kids = element.children ? element.children.map((child) => `${write(child, id)} 0 R`) : element.mcids.map(String);
      element.mcids.forEach((mcid) => (byMcid[mcid] = id));
      objects[id - 1] = `<< /Type /StructElem /S /${element.tag} /P ${parent} 0 R /Pg ${pageId} 0 R /K [${kids.join(" ")}] >>`;
      return id;
    };
    topElements.push(...elements.map((element) => write(element, 4)));
    parentTree.push(`${pageIndex} [${byMcid.map((id) => `${id} 0 R`).join(" ")}]`);
  });
  objects[0] =
    "<< /Type /Catalog /Pages 2 0 R /Lang (fr-FR) /MarkInfo << /Marked true >> /StructTreeRoot 3 0 R " +
    "/ViewerPreferences << /DisplayDocTitle true >> >>";
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
  objects[2] = "<< /Type /StructTreeRoot /K 4 0 R /ParentTree 5 0 R >>";
  objects[3] = `<< /Type /StructElem /S /Document /P 3 0 R /K [${topElements.map((id) => `${id} 0 R`).join(" ")}] >>`;
  objects[4] = `<< /Nums [${parentTree.join(" ")}] >>`;

  let file = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(file.length);
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 8 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(file, "latin1"));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL("../app/features/editorial/plaquetteVsmp.pdf", import.meta.url));
  const bytes = brochurePdf();
  writeFileSync(target, bytes);
  console.log(`${target}: ${bytes.length} bytes`);
}
