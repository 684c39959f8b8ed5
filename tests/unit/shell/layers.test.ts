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

describe("one home per feature (DESIGN.md 4)", () => {
  it("refuses an import from one feature into another, by alias or by a relative path", async () => {
    expect(await layerErrors("app/features/termination/example.server.ts", 'import { loadTermination } from "~/features/dashboard/termination.server";\n')).toHaveLength(1);
    expect(await layerErrors("app/features/counter/example.tsx", 'import SummaryStep from "~/features/journey/steps/summary";\n')).toHaveLength(1);
    expect(await layerErrors("app/features/family/example.ts", 'import { DASHBOARD_PAGES } from "../dashboard/pages";\n')).toHaveLength(1);
    expect(await layerErrors("app/features/journey/steps/example.ts", 'import { clientDoor } from "../../dashboard/client-door.server";\n')).toHaveLength(1);
  });

  it("lets a feature import its own modules and the kernel", async () => {
    expect(await layerErrors("app/features/dashboard/example.tsx", 'import { DASHBOARD_PAGES } from "~/features/dashboard/pages";\n')).toEqual([]);
    expect(await layerErrors("app/features/dashboard/example.tsx", 'import { DashboardLayout } from "./layout";\n')).toEqual([]);
    expect(await layerErrors("app/features/journey/steps/example.server.ts", 'import { loadJourneyStep } from "~/features/journey/step.server";\n')).toEqual([]);
    expect(await layerErrors("app/features/counter/example.tsx", 'import { useAtCounter } from "~/kernel/ui/counter";\n')).toEqual([]);
  });

  it("refuses a kernel module importing a feature", async () => {
    expect(await layerErrors("app/kernel/contract/example.ts", 'import { DASHBOARD_PAGES } from "~/features/dashboard/pages";\n')).toHaveLength(1);
    expect(await layerErrors("app/kernel/ui/example.tsx", 'import { JourneyFrame } from "../../features/journey/journey-frame";\n')).toHaveLength(1);
  });

  it("keeps rules pure: no I/O, session, component, React or Remix", async () => {
    for (const line of [
      'import { upstream } from "~/kernel/upstream/http.server";',
      'import { userSession } from "~/kernel/sessions/cookies.server";',
      'import { Notices } from "~/kernel/ui/notices";',
      'import { config } from "~/kernel/platform/config.server";',
      'import { useState } from "react";',
      'import { data } from "@remix-run/node";',
    ]) {
      expect(await layerErrors("app/kernel/contract/example.ts", `${line}\nexport const x = 1;\n`), line).toHaveLength(1);
      expect(await layerErrors("app/features/journey/rules/example.ts", `${line}\nexport const x = 1;\n`), line).toHaveLength(1);
    }
    expect(await layerErrors("app/kernel/contract/example.ts", 'import { formatDay } from "~/kernel/i18n/date-format";\n')).toEqual([]);
    expect(await layerErrors("app/kernel/money/example.ts", 'import { serviceStartDate } from "~/kernel/contract/contract-dates";\n')).toEqual([]);
  });

  it("keeps the kernel's layers: upstream renders nothing, platform reads no upstream, components import no server module", async () => {
    expect(await layerErrors("app/kernel/upstream/example.server.ts", 'import { renderToStaticMarkup } from "react-dom/server";\n')).toHaveLength(1);
    expect(await layerErrors("app/kernel/upstream/example.server.ts", 'import { MenuNav } from "~/kernel/ui/site-menu";\n')).toHaveLength(1);
    expect(await layerErrors("app/kernel/upstream/example.server.ts", 'import { getT } from "~/kernel/i18n/i18next.server";\n')).toHaveLength(1);
    expect(await layerErrors("app/kernel/platform/example.server.ts", 'import { upstream } from "~/kernel/upstream/http.server";\n')).toHaveLength(1);
    expect(await layerErrors("app/kernel/sessions/example.server.ts", 'import { Notices } from "~/kernel/ui/notices";\n')).toHaveLength(1);
    expect(await layerErrors("app/kernel/ui/example.tsx", 'import { getT } from "~/kernel/i18n/i18next.server";\n')).toHaveLength(1);
    expect(await layerErrors("app/kernel/ui/example.tsx", 'import type { Agent } from "~/kernel/auth/agent.server";\n')).toEqual([]);
    expect(await layerErrors("app/kernel/upstream/example.server.ts", 'import { config } from "~/kernel/platform/config.server";\n')).toEqual([]);
    expect(await layerErrors("app/kernel/upstream/example.server.ts", 'import { toMenu } from "~/kernel/content/menu";\n')).toEqual([]);
  });

  it("keeps only Remix's own modules at the app/ root, and every module in a feature or the kernel", async () => {
    const { readdirSync } = await import("node:fs");
    const entries = readdirSync("app", { withFileTypes: true });
    expect(entries.filter((entry) => entry.isFile()).map((entry) => entry.name).sort()).toEqual(["entry.client.tsx", "entry.server.tsx", "root.tsx", "routes.ts"]);
    expect(entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()).toEqual(["features", "kernel"]);
  });
});

describe("a rule module keeps both rules", () => {
  it("refuses a feature's rule importing another feature, and a kernel rule importing a feature", async () => {
    expect(await layerErrors("app/features/journey/rules/example.ts", 'import { DASHBOARD_PAGES } from "~/features/dashboard/pages";\n')).toHaveLength(1);
    expect(await layerErrors("app/kernel/upstream/example.server.ts", 'import { DASHBOARD_PAGES } from "~/features/dashboard/pages";\n')).toHaveLength(1);
  });
});
