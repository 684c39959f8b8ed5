import { data } from "@remix-run/node";
import { versionChanges, type VersionChange } from "~/features/dashboard/rules/versions";
import { listContractVersions } from "~/kernel/upstream/hub.server";
import type { DashboardArgs, DashboardDoor } from "~/kernel/auth/door";
import { pageFailure, type PageFailure } from "./failure.server";
import { PRIVATE_NO_STORE } from "~/kernel/auth/contract-guard.server";

/** Contract consultation: every version, what changed, each version's PDF. */
export async function loadVersions(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  let versions: VersionChange[] = [];
  let failure: PageFailure | null = null;
  try {
    versions = versionChanges(await listContractVersions(contract.contractNumber, { requestId: context.requestId }));
  } catch (error) {
    failure = pageFailure(door, error, "contract versions", context.requestId);
  }
  return data({ base: door.basePath(contract.contractNumber), contractNumber: contract.contractNumber, versions, failure }, { headers: PRIVATE_NO_STORE });
}
