import { createRemixStub } from "@remix-run/testing";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { getI18n } from "~/kernel/i18n/i18next.server";

/**
 * A page's view rendered as the server renders it (in French unless told, the route's loader and
 * action data as Remix hands them to the view), without running a loader: for the form tests, the
 * form benchmark and the English pages' tests.
 */
export function renderPage(Page: ComponentType, { loaderData, actionData, language = "fr" }: { loaderData: unknown; actionData?: unknown; language?: "fr" | "en" }): string {
  const Stub = createRemixStub([{ id: "page", path: "/", Component: Page }]);
  return renderToString(
    <I18nextProvider i18n={getI18n(language)}>
      <Stub hydrationData={{ loaderData: { page: loaderData }, actionData: actionData === undefined ? undefined : { page: actionData } }} />
    </I18nextProvider>,
  );
}
