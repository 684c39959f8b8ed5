import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useContext, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { readMiniCart } from "~/kernel/auth/mini-cart.server";
import { trackingSiteIds } from "~/kernel/platform/tracking";
import { config } from "~/kernel/platform/config.server";
import { getUser } from "~/kernel/auth/user.server";
import { errorTitleKey, RouteErrorPage } from "~/kernel/ui/error-page";
import { NavigationProgress } from "~/kernel/ui/navigation-progress";
import { Notices } from "~/kernel/ui/notices";
import { useNonce } from "~/kernel/ui/nonce";
import { SiteFooter } from "~/kernel/ui/site-footer";
import { SiteHeader } from "~/kernel/ui/site-header";
import { DocumentMeta } from "~/kernel/ui/document-meta";
import { DocumentErrorContext, pageHasScripts, pageNamespaces, ScriptsContext } from "~/kernel/ui/scripts";
import { resolveTemplate, TemplateContext } from "~/kernel/ui/templates";
import type { NoticeView } from "~/kernel/money/discount/notices";
import { defaultLocale } from "~/kernel/i18n/locales";
import { textsOf } from "~/kernel/i18n/texts";
import { getLocale } from "~/kernel/i18n/i18next.server";
import { flashStorage } from "~/kernel/sessions/cookies.server";
import { log } from "~/kernel/platform/logger.server";
import { getMenu } from "~/kernel/upstream/content.server";
import stylesheet from "~/kernel/ui/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [locale, user, menu] = await Promise.all([getLocale(request), getUser(request, context), siteMenu(context.requestId)]);
  const [flash, cart] = await Promise.all([readFlash(request), readMiniCart(request, context, user)]);
  return data(
    {
      locale,
      user: user ? { firstName: user.firstName, lastName: user.lastName } : null,
      cart,
      menu,
      trackingSiteIds: trackingSiteIds(config.trackingEnvironment),
      flash: flash?.message ?? null,
      notices: flash?.notices ?? [],
    },
    flash ? { headers: { "Set-Cookie": flash.setCookie } } : undefined,
  );
}

/** The site's menu (a shared read, cached: app/kernel/upstream/content.server.ts); the pages go on without it. */
async function siteMenu(requestId?: string) {
  try {
    return await getMenu(requestId);
  } catch (error) {
    log("warn", "Content: Unable to get navigation menu", { error: String(error), requestId });
    return null;
  }
}

const FLASH_MESSAGES = new Set(["loginFailed"]);

/** A one-time message left by the previous response (read only when its cookie is there). */
async function readFlash(request: Request) {
  const cookie = request.headers.get("cookie");
  if (!cookie?.includes("flash=")) return null;
  const session = await flashStorage.getSession(cookie);
  const message = session.get("message");
  const notices = session.get("notices");
  return {
    message: typeof message === "string" && FLASH_MESSAGES.has(message) ? message : null,
    notices: Array.isArray(notices)
      ? notices.filter((notice): notice is NoticeView => typeof notice?.key === "string" && /^(notices:discountEvents|notices:stepsChanged|notices:quotation)\./.test(notice.key))
      : [],
    setCookie: await flashStorage.commitSession(session),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  const text = textsOf(data?.locale ?? defaultLocale).common;
  if (error) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    return [{ title: `${text.errors[errorTitleKey(status)]} – ${text.site.name}` }];
  }
  return [{ title: text.site.name }];
};

function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = data?.locale ?? defaultLocale;
  useChangeLanguage(locale);
  const { t } = useTranslation();
  const nonce = useNonce();
  const matches = useMatches();
  const location = useLocation();
  // Only pages that JavaScript enhances get scripts; never an error page (components/scripts.ts).
  const scripts = pageHasScripts(
    matches.map((match) => match.handle),
    useRouteError() != null || useContext(DocumentErrorContext),
  );
  // A page reached in the browser may need texts the first page did not load: asked for here.
  useTranslation(pageNamespaces(matches.map((match) => match.handle)));
  const template = resolveTemplate(matches);
  const online = useOnline();
  const sibp = template === "sibp";
  return (
    <html lang={locale} data-online={online ? "true" : "false"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <DocumentMeta />
        <Links />
      </head>
      <body className={`template-${template}`}>
        <ScriptsContext.Provider value={scripts}>
        <TemplateContext.Provider value={template}>
          <NavigationProgress />
          <a className="skip-link" href="#main">
            {t("site.skipToContent")}
          </a>
          <SiteHeader
            user={data?.user ?? null}
            cart={data?.cart ?? null}
            locale={locale}
            path={`${location.pathname}${location.search}`}
            showMenu={!sibp}
            menu={data?.menu ?? null}
            title={sibp ? t("site.agentName") : t("site.name")}
          />
          {!online && (
            <p className="offline" role="status">
              {t("site.offline")}
            </p>
          )}
          <main id="main" tabIndex={-1}>
            {data?.flash && (
              <p className="flash" role="alert">
                {t(`flash.${data.flash}`)}
              </p>
            )}
            <Notices notices={data?.notices ?? []} />
            {children}
          </main>
          <SiteFooter agent={sibp} />
        </TemplateContext.Provider>
        </ScriptsContext.Provider>
        {scripts && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
