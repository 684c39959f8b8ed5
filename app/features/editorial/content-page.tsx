import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Analytics } from "~/kernel/ui/analytics";
import type { EditorialPageViewName } from "~/kernel/platform/analytics";
import type { ContentComponent, ContentPage, Picture } from "~/kernel/content/content";
import { responsivePicture } from "~/features/editorial/responsive-images";

type ButtonLink = { linkName: string; url: string; target?: string | null };

/** Media is served under /vsmp/occ/smartedit plus the media path (SPEC 2). */
export function mediaUrl(path: string): string {
  return /^https:\/\//.test(path) ? path : `/vsmp/occ/smartedit${path.startsWith("/") ? "" : "/"}${path}`;
}

function Button({ link }: { link: ButtonLink }) {
  const { t } = useTranslation();
  const newTab = link.target === "_blank";
  return (
    <a className="button" href={link.url} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {link.linkName}
      {newTab && <span className="visually-hidden"> ({t("menu.newTab")})</span>}
    </a>
  );
}

/** The spec's breakpoints (SPEC 9): one source per distinct image and size, widest first. */
function PictureView({ picture, eager = false }: { picture: Picture | null | undefined; eager?: boolean }) {
  const responsive = picture ? responsivePicture(picture, mediaUrl) : null;
  const standard = picture?.standard ?? picture?.widescreen;
  if (!responsive || !standard) return null;
  return (
    <picture>
      {responsive.sources.map((source) => (
        <source key={source.media} media={source.media} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={responsive.img.src}
        alt={standard.altText}
        width={responsive.img.width}
        height={responsive.img.height}
        loading={eager ? undefined : "lazy"}
      />
    </picture>
  );
}

/** Plain text: paragraphs split on blank lines; lines starting with "- " form a list. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => {
          const lines = paragraph.trim().split("\n");
          const items = lines.filter((line) => line.startsWith("- "));
          if (items.length === 0) return <p key={index}>{paragraph.trim()}</p>;
          const intro = lines.filter((line) => !line.startsWith("- ")).join(" ");
          return (
            <div key={index}>
              {intro && <p>{intro}</p>}
              <ul>
                {items.map((item) => (
                  <li key={item}>{item.slice(2)}</li>
                ))}
              </ul>
            </div>
          );
        })}
    </>
  );
}

function ComponentView({ component }: { component: ContentComponent }) {
  switch (component.type) {
    case "Banner":
      return (
        <div className="banner">
          <PictureView picture={component.image} eager />
          <p className="banner-title">{component.title}</p>
          {component.subtitle && <p>{component.subtitle}</p>}
        </div>
      );
    case "Article":
      return (
        <article className="article">
          <h2>{component.title}</h2>
          <PictureView picture={component.image} />
          <Paragraphs text={component.content} />
          {component.button && <Button link={component.button} />}
        </article>
      );
    case "Paragraph":
      return (
        <div className="paragraph" id={component.anchor}>
          {component.title && <h2>{component.title}</h2>}
          <Paragraphs text={component.content} />
        </div>
      );
    case "Separator":
      return <hr />;
    case "ButtonLink":
      return (
        <p>
          <Button link={component} />
        </p>
      );
    case "Picture":
      return <PictureView picture={component} />;
    case "PictureRow":
      return (
        <div className="picture-row">
          {component.title && <h2>{component.title}</h2>}
          <ul>
            {component.pictures.map((picture, index) => (
              <li key={index}>
                <PictureView picture={picture} />
              </li>
            ))}
          </ul>
        </div>
      );
    case "SubscriptionBlock":
      return (
        <section className="subscription-block">
          <h2>{component.title}</h2>
          {component.content && <Paragraphs text={component.content} />}
          {component.button && <Button link={component.button} />}
        </section>
      );
    case "ServicesRow":
      return (
        <section className="services-row">
          <h2>{component.title}</h2>
          <ul className="cards">
            {component.services.map((service) => (
              <li key={service.url} className="card">
                <h3>
                  <a href={service.url}>{service.title}</a>
                </h3>
                {service.description && <p>{service.description}</p>}
              </li>
            ))}
          </ul>
          {component.button && <Button link={component.button} />}
        </section>
      );
  }
}

/** The trail to the page; the last crumb is the current page. */
export function Breadcrumb({ trail }: { trail: readonly { label: string; url?: string | null }[] }) {
  const { t } = useTranslation();
  if (trail.length === 0) return null;
  return (
    <nav aria-label={t("content.breadcrumb")} className="breadcrumb">
      <ol>
        {trail.map((crumb, index) =>
          index === trail.length - 1 || !crumb.url ? (
            <li key={index} aria-current={index === trail.length - 1 ? "page" : undefined}>
              {crumb.label}
            </li>
          ) : (
            <li key={index}>
              <a href={crumb.url}>{crumb.label}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** A public page whose frame the app owns: its page view, the trail from the home page, its title. */
export function AppPage({
  pageView,
  trail,
  title,
  children,
}: {
  pageView: EditorialPageViewName;
  trail: { label: string; url?: string }[];
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("pages");
  return (
    <div className="container">
      <Analytics name={pageView} step="" />
      <Breadcrumb trail={[{ label: t("breadcrumb.home"), url: "/" }, ...trail]} />
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/**
 * An editorial page: breadcrumb, title, the displayable components, then what the app adds
 * (`children`: downloads, tables); its page view carries the page's A/B-testing and cash-back flags.
 */
export function ContentPageView({ page, pageView, children }: { page: ContentPage; pageView: EditorialPageViewName; children?: ReactNode }) {
  return (
    <div className={page.template === "full" ? "full" : "container"}>
      <Analytics name={pageView} step="" flags={{ abTesting: page.abTesting ?? false, cashback: page.cashback ?? false }} />
      <Breadcrumb trail={page.breadcrumb} />
      <h1>{page.title}</h1>
      {page.components.map((component, index) => (
        <ComponentView key={index} component={component} />
      ))}
      {children}
    </div>
  );
}
