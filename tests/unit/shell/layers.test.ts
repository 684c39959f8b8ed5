import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The layer rule of eslint.config.js, run on code as if it were in the file named. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === "no-restricted-imports" || message.ruleId === "@typescript-eslint/no-restricted-imports")
    .map((message) => message.message);
}

describe("imports only go down (DESIGN.md 4)", () => {
  it("refuses a domain module importing upstream, a session, a component, a server module or React", async () => {
    for (const line of [
      'import { upstream } from "~/kernel/upstream/http.server";',
      'import { journeyCookie } from "~/features/journey/journey-cookie.server";',
      'import { Price } from "~/kernel/money/price";',
      'import { config } from "~/kernel/platform/config.server";',
      'import { useState } from "react";',
    ]) {
      expect(await layerErrors("app/domain/journey/example.ts", `${line}\nexport const x = 1;\n`), line).toHaveLength(1);
    }
  });

  it("refuses an upstream module rendering React or reading a component, and a component importing a server module", async () => {
    expect(await layerErrors("app/upstream/example.server.ts", 'import { renderToStaticMarkup } from "react-dom/server";\n')).toHaveLength(1);
    expect(await layerErrors("app/upstream/example.server.ts", 'import { MenuNav } from "~/kernel/ui/site-menu";\n')).toHaveLength(1);
    expect(await layerErrors("app/components/example.tsx", 'import type { administratorLoader } from "~/features/journey/steps/account-holder.server";\n')).toHaveLength(1);
    expect(await layerErrors("app/components/example.tsx", 'import { getT } from "~/kernel/i18n/i18next.server";\n')).toHaveLength(1);
    expect(await layerErrors("app/sessions/example.server.ts", 'import { Notices } from "~/kernel/ui/notices";\n')).toHaveLength(1);
    expect(await layerErrors("app/journey/example.server.ts", 'import * as summary from "~/features/journey/steps/summary";\n')).toHaveLength(1);
  });

  it("refuses a platform module importing upstream, a session or a feature, and i18n importing a component", async () => {
    expect(await layerErrors("app/platform/example.server.ts", 'import { upstream } from "~/kernel/upstream/http.server";\n')).toHaveLength(1);
    expect(await layerErrors("app/platform/example.server.ts", 'import { journeyCookie } from "~/features/journey/journey-cookie.server";\n')).toHaveLength(1);
    expect(await layerErrors("app/platform/example.server.ts", 'import { loadJourneyStep } from "~/features/journey/step.server";\n')).toHaveLength(1);
    expect(await layerErrors("app/i18n/example.server.ts", 'import { Price } from "~/kernel/money/price";\n')).toHaveLength(1);
    expect(await layerErrors("app/upstream/example.server.ts", 'import { getT } from "~/kernel/i18n/i18next.server";\n')).toHaveLength(1);
  });

  it("keeps the journey's step pages above the engine, and their views free of server modules", async () => {
    expect(await layerErrors("app/journey/step.server.ts", 'import { loader } from "~/features/journey/steps/summary.server";\n')).toHaveLength(1);
    expect(await layerErrors("app/journey/step.server.ts", 'import { loader } from "./pages/summary.server";\n')).toHaveLength(1);
    expect(await layerErrors("app/sibp/example.server.ts", 'import SummaryStep from "~/features/journey/steps/summary";\n')).toHaveLength(1);
    expect(await layerErrors("app/journey/pages/example.tsx", 'import { requireAgent } from "~/kernel/auth/agent.server";\n')).toHaveLength(1);
    expect(await layerErrors("app/journey/pages/example.tsx", 'import { loader } from "./example.server";\n')).toHaveLength(1);
    expect(await layerErrors("app/journey/pages/example.tsx", 'import * as summary from "~/features/journey/steps/summary";\n')).toHaveLength(1);
    expect(await layerErrors("app/journey/payment/example.tsx", 'import { loadPayment } from "./stage.server";\n')).toHaveLength(1);
    expect(await layerErrors("app/journey/pages/example.tsx", 'import type { loader } from "./example.server";\n')).toEqual([]);
    expect(await layerErrors("app/journey/pages/example.server.ts", 'import { loadJourneyStep } from "~/features/journey/step.server";\n')).toEqual([]);
    expect(await layerErrors("app/routes/example.tsx", 'import { loader } from "~/features/journey/steps/summary.server";\n')).toEqual([]);
  });

  it("lets each layer import the layers below it", async () => {
    expect(await layerErrors("app/components/example.tsx", 'import { JOURNEY_BASE } from "~/kernel/contract/paths";\n')).toEqual([]);
    expect(await layerErrors("app/upstream/example.server.ts", 'import { toMenu } from "~/kernel/content/menu";\n')).toEqual([]);
    expect(await layerErrors("app/journey/example.server.ts", 'import { upstream } from "~/kernel/upstream/http.server";\n')).toEqual([]);
    expect(await layerErrors("app/routes/example.tsx", 'import { loadJourneyStep } from "~/features/journey/step.server";\n')).toEqual([]);
    expect(await layerErrors("app/upstream/example.server.ts", 'import { config } from "~/kernel/platform/config.server";\n')).toEqual([]);
    expect(await layerErrors("app/platform/example.server.ts", 'import { MAX_ATTEMPTS } from "~/kernel/money/discount/limiter";\n')).toEqual([]);
    expect(await layerErrors("app/components/example.tsx", 'import { isLocale } from "~/kernel/i18n/locales";\n')).toEqual([]);
  });

  it("keeps only Remix's own modules at the app/ root", async () => {
    const { readdirSync } = await import("node:fs");
    const files = readdirSync("app", { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
    expect(files.sort()).toEqual(["entry.client.tsx", "entry.server.tsx", "root.tsx", "routes.ts"]);
  });
});
