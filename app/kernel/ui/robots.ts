/** The content system's robots value ("index-follow") as a robots meta value ("index, follow"). */
export function robotsMeta(robots: string | null | undefined): string {
  return (robots ?? "index-follow").toLowerCase().split(/[-_,\s]+/).filter(Boolean).join(", ");
}
