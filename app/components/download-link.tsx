/** A link to a PDF the browser downloads (the type tells assistive technologies what it opens). */
export function DownloadLink({ href, label, detail }: { href: string; label: string; detail?: string }) {
  return (
    <p className="download">
      <a className="button" href={href} type="application/pdf" download>
        {label}
      </a>
      {detail && <span className="download-detail"> {detail}</span>}
    </p>
  );
}
