import { useTranslation } from "react-i18next";
import type { ContentComponent, ContentPage, Picture } from "~/domain/content";

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

/** Wide screens (1440 px and up, SPEC 9) get the widescreen image when there is one. */
function PictureView({ picture }: { picture: Picture | null | undefined }) {
  const standard = picture?.standard ?? picture?.widescreen;
  if (!picture || !standard) return null;
  return (
    <picture>
      {picture.widescreen && <source media="(min-width: 1440px)" srcSet={mediaUrl(picture.widescreen.url)} />}
      <img
        src={mediaUrl(standard.url)}
        alt={standard.altText}
        width={standard.width}
        height={standard.height}
        loading="lazy"
      />
    </picture>
  );
}

/** Plain text: paragraphs split on blank lines; lines starting with "- " form a list. */
function Paragraphs({ text }: { text: string }) {
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
          <PictureView picture={component.image} />
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
        <div className="paragraph">
          {component.title && <h2>{component.title}</h2>}
          <Paragraphs text={component.content} />
        </div>
      );
    case "Separator":
      return <hr />;
    case "ButtonLink":
      return <Button link={component} />;
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

export function ContentPageView({ page }: { page: ContentPage }) {
  const { t } = useTranslation();
  const trail = page.breadcrumb;
  return (
    <div className={page.template === "full" ? "full" : "container"}>
      {trail.length > 0 && (
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
      )}
      <h1>{page.title}</h1>
      {page.components.map((component, index) => (
        <ComponentView key={index} component={component} />
      ))}
    </div>
  );
}
